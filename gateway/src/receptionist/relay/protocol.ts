/** Inbound ConversationRelay frames (protocols.md §3). */
export type Inbound =
  | { type: 'setup'; callSid?: string; sessionId?: string; from?: string; to?: string; customParameters?: Record<string, unknown> }
  | { type: 'prompt'; voicePrompt?: string; last?: boolean; lang?: string }
  | { type: 'dtmf'; digit?: string }
  | { type: 'interrupt'; utteranceUntilInterrupt?: string; durationUntilInterruptMs?: number }
  | { type: 'error'; description?: string };

export type SetupFrame = Extract<Inbound, { type: 'setup' }>;

const TYPES = new Set(['setup', 'prompt', 'dtmf', 'interrupt', 'error']);

/** One frame from the wire, or undefined when it is not JSON or not a frame we know. */
export function parseFrame(raw: string): Inbound | undefined {
  let m: unknown;
  try {
    m = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!m || typeof m !== 'object' || !TYPES.has(String((m as { type?: unknown }).type))) return undefined;
  return m as Inbound;
}

/** What the setup frame says about the call: its id, channel, caller and mode. */
export function readSetup(m: SetupFrame, auth: { kind: string }, fallbackSid: string) {
  const params = (m.customParameters ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const from = str(m.from);
  const callerPhone = /^\+1\d{10}$/.test(from) ? from : undefined;
  return {
    params, str,
    callSid: str(m.callSid) || str(m.sessionId) || fallbackSid,
    channel: (str(params.channel) === 'web' || auth.kind === 'widget' ? 'web' : 'phone') as 'web' | 'phone',
    from, to: str(m.to), callerPhone,
    mode: (auth.kind === 'setup' || str(params.mode) === 'setup' ? 'setup' : str(params.mode) === 'message' ? 'message' : 'receptionist') as 'setup' | 'message' | 'receptionist',
  };
}
