import type { FunctionContext } from '../functions/define';

const MAX_AGENTS = 20;

/**
 * Agent ids are public (they sit in every widget embed), so what is secret about an agent —
 * its booking feed address, the owner's calendar address — is only for the browser session
 * that created it, started its checkout or came back from it.
 */
export async function claimAgent({ session, saveSession }: Pick<FunctionContext, 'session' | 'saveSession'>, agentId: string): Promise<void> {
  const list = Array.isArray(session.data.agents) ? (session.data.agents as string[]) : [];
  if (list.includes(agentId)) return;
  session.data.agents = [...list, agentId].slice(-MAX_AGENTS);
  await saveSession();
}

export function ownsAgent({ session }: Pick<FunctionContext, 'session'>, agentId: string): boolean {
  return Array.isArray(session.data.agents) && (session.data.agents as string[]).includes(agentId);
}
