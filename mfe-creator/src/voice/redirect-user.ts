import { AGENT_ID_RE, type AssignAgentPhoneResponse, type FunctionBody } from '@bookline/contracts';

/** What the setup assistant passes to its RedirectUser client tool. */
export interface RedirectUserParams {
  agentId?: unknown;
  userEmail?: unknown;
  businessName?: unknown;
  userAddress?: unknown;
  userCity?: unknown;
  userState?: unknown;
  userZipcode?: unknown;
  [other: string]: unknown;
}

export interface RedirectDeps {
  storage: Pick<Storage, 'setItem'>;
  logStep: (step: number, data: Record<string, unknown>, opts: { origin: 'VoiceSetup'; agentId?: string; userEmail?: string }) => Promise<void>;
  assignPhone: (body: FunctionBody<'assign-agent-phone'>) => Promise<AssignAgentPhoneResponse>;
  navigate: (to: string) => void;
  delay?: (ms: number) => Promise<void>;
}

export const VOICE_REDIRECT_DELAY_MS = 1_000;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
/** Accepts the camelCase names and the snake_case ones assistants often use. */
const pick = (p: RedirectUserParams, camel: string, snake: string) => str(p[camel] ?? p[snake]);

/**
 * Spec §4 voice mode: the assistant's RedirectUser tool. No agent id: nothing happens.
 * A malformed id: an error step is logged and nothing else. Otherwise the values go to
 * session storage, a phone number is assigned, and after 1 s the owner goes to the demo
 * page — also when the assignment fails (logged as step 99).
 */
export async function handleRedirectUser(params: RedirectUserParams, deps: RedirectDeps): Promise<string> {
  const agentId = pick(params ?? {}, 'agentId', 'agent_id');
  if (!agentId) return 'No agent id was given.';
  if (!AGENT_ID_RE.test(agentId)) {
    await deps.logStep(99, { error: 'invalid agent id format', agentId: agentId.slice(0, 64) }, { origin: 'VoiceSetup' });
    return 'The agent id is not valid.';
  }
  const values = {
    userEmail: pick(params, 'userEmail', 'user_email'),
    businessName: pick(params, 'businessName', 'business_name'),
    userAddress: pick(params, 'userAddress', 'user_address'),
    userCity: pick(params, 'userCity', 'user_city'),
    userState: pick(params, 'userState', 'user_state'),
    userZipcode: pick(params, 'userZipcode', 'user_zipcode'),
  };
  const opts = { origin: 'VoiceSetup' as const, agentId, userEmail: values.userEmail };
  void deps.logStep(3, { returnedFromVoice: true, businessName: values.businessName }, opts);
  try {
    deps.storage.setItem('currentAgentId', agentId);
    for (const [k, v] of Object.entries(values)) deps.storage.setItem(k, v);
  } catch {
    /* storage unavailable: carry on */
  }
  void deps.logStep(6, { assigningPhone: true }, opts);
  try {
    const grant = pick(params, 'creatorGrant', 'creator_grant');
    const res = await deps.assignPhone({ agentId, ...values, ...(grant ? { creatorGrant: grant } : {}) });
    if (!res.success || !res.assignedPhoneNumber) throw new Error(res.error ?? 'no number');
    void deps.logStep(7, { phoneAssigned: true }, opts);
  } catch (err) {
    void deps.logStep(99, { error: 'phone assignment failed', message: String((err as Error)?.message ?? err).slice(0, 200) }, opts);
  }
  await (deps.delay ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(VOICE_REDIRECT_DELAY_MS);
  deps.navigate(`/demo/agent/${agentId}`);
  return 'Redirecting you to your new receptionist.';
}
