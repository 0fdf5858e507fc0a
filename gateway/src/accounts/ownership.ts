import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import { ApiError } from '../http/api-error';
import type { Session, SessionVariables } from '../http/session';
import { keys } from '../store';
import { emailHash } from './accounts';

/** The one answer for "no such agent" and "not yours": ids grant nothing and reveal nothing. */
export const NO_AGENT = 'No agent with this id.';

/** How many agents one anonymous browser session may hold creator rights on. */
const MAX_CREATOR_AGENTS = 20;

export async function ownerOf(redis: Redis, agentId: string): Promise<string | null> {
  return redis.get(keys.agentOwner(agentId));
}

export async function agentsOf(redis: Redis, accountId: string): Promise<string[]> {
  return (await redis.smembers(keys.accountAgents(accountId))).sort();
}

/**
 * Makes `accountId` the agent's one owner. Ownership is the SET NX on `agentOwner`; the
 * account's agent set follows it (a different slot, so not the same transaction).
 * Answers false when another account already owns the agent.
 */
export async function attachAgent(redis: Redis, agentId: string, accountId: string): Promise<boolean> {
  const set = await redis.set(keys.agentOwner(agentId), accountId, 'NX');
  const owner = set === 'OK' ? accountId : await ownerOf(redis, agentId);
  if (owner !== accountId) return false;
  await redis.sadd(keys.accountAgents(accountId), agentId);
  return true;
}

/** Remembers an agent created for an unverified email: signing in with that email claims it. */
export async function addPendingClaim(redis: Redis, email: string, agentId: string, ttlS: number): Promise<void> {
  const key = keys.pendingClaims(emailHash(email));
  await redis.multi().sadd(key, agentId).expire(key, ttlS).exec();
}

/** Attaches every still-unowned agent created for this email to its (now verified) account. */
export async function claimPendingAgents(redis: Redis, email: string, accountId: string): Promise<string[]> {
  const key = keys.pendingClaims(emailHash(email));
  const ids = await redis.smembers(key);
  const claimed: string[] = [];
  for (const id of ids) if (await attachAgent(redis, id, accountId)) claimed.push(id);
  if (ids.length) await redis.del(key);
  return claimed;
}

/** The agents this browser created before any account owned them (session.data.agents). */
export function creatorAgents(session: Session): string[] {
  return Array.isArray(session.data.agents) ? (session.data.agents as string[]).filter((a) => typeof a === 'string') : [];
}

export function sessionAccount(session: Session): string | null {
  return typeof session.data.accountId === 'string' ? session.data.accountId : null;
}

/** Records that this browser session created the agent (kept only while nobody owns it). */
export async function rememberCreator({ session, saveSession }: { session: Session; saveSession: () => Promise<void> }, agentId: string): Promise<void> {
  const list = creatorAgents(session);
  if (list.includes(agentId)) return;
  session.data.agents = [...list, agentId].slice(-MAX_CREATOR_AGENTS);
  await saveSession();
}

export interface AccessContext {
  redis: Redis;
  session: Session;
}

/**
 * May this session read or change the agent's private data? Yes for a session of the owning
 * account, and — while no account owns the agent yet — for the browser session that created it.
 */
export async function canAccessAgent({ redis, session }: AccessContext, agentId: string): Promise<boolean> {
  const owner = await ownerOf(redis, agentId);
  if (owner) return owner === sessionAccount(session);
  return creatorAgents(session).includes(agentId);
}

/** Throws the same 404 as an unknown agent unless `canAccessAgent`. */
export async function requireAgentAccess(ctx: AccessContext, agentId: string): Promise<void> {
  if (!(await canAccessAgent(ctx, agentId))) throw new ApiError(404, NO_AGENT);
}

export interface RequireAgentOwnerOptions {
  redis: Redis;
  /** Where the agent id comes from; defaults to the `:agentId` route parameter. */
  agentId?: (c: Context<{ Variables: SessionVariables }>) => string | undefined | Promise<string | undefined>;
}

/** Hono middleware: 404 unless the request's session may access the agent (see `canAccessAgent`). */
export function requireAgentOwner({ redis, agentId = (c) => c.req.param('agentId') }: RequireAgentOwnerOptions): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async function requireAgentOwnerMiddleware(c, next) {
    const id = await agentId(c);
    if (!id) throw new ApiError(404, NO_AGENT);
    await requireAgentAccess({ redis, session: c.get('session') }, id);
    await next();
  };
}
