/**
 * Every Redis key name the gateway uses. No other module builds key strings.
 * Layout: `bl:<domain>:<id>[:<sub>]`.
 *
 * Redis Cluster: keys that one script, MULTI or multi-key command touches together carry the
 * same hash tag — `{agentId}` for an agent's records, bookings, calls index and billing events,
 * `{usage}` for metered usage and its retry set, `{provider}` for one provider's drive-time
 * cache. Single-key families need none. A new family used in a multi-key operation must follow.
 */
export const keys = {
  session: (id: string) => `bl:sess:${id}`,
  rateLimit: (bucket: string, ip: string, window: number) => `bl:rl:${bucket}:${ip}:${window}`,
  notFoundLog: () => 'bl:log:not-found',
  clientErrorLog: () => 'bl:log:client-errors',
  creatorSteps: () => 'bl:log:creator-steps',
  conversions: () => 'bl:log:conversions',
  /** Website analysis result per normalised site address (spec §7 scrape-and-extract-business-data). */
  extraction: (site: string) => `bl:extract:${site}`,
  /**
   * Bookings (calendar/bookings.ts owns them). Every key of one agent's bookings shares the hash
   * tag `{agentId}`, so the scripts that write a booking with its slot and indexes run on one
   * Redis Cluster slot.
   */
  /** String: THE booking record (JSON), held (TTL = the hold), confirmed or cancelled. */
  booking: (agentId: string, bookingId: string) => `bl:{${agentId}}:bk:${bookingId}`,
  /** Hash: booking id → its slot (start, end, place, status) on one technician's local day. */
  bookingDay: (agentId: string, technicianId: string, date: string) => `bl:{${agentId}}:day:${technicianId}:${date}`,
  /** Counter bumped by every change to that day (compare-and-set for bookings). */
  bookingDayVersion: (agentId: string, technicianId: string, date: string) => `bl:{${agentId}}:dayv:${technicianId}:${date}`,
  /** Sorted set: the agent's confirmed bookings by start (ms) → booking id. */
  bookingsByStart: (agentId: string) => `bl:{${agentId}}:bks`,
  /** Set: confirmed booking ids made by one caller phone number (E.164). */
  callerBookings: (agentId: string, phone: string) => `bl:{${agentId}}:caller:${phone}`,
  /** String: cached drive time (ms) for a rounded location pair and departure hour of the week ('any' for providers without traffic). */
  travelTime: (provider: string, pair: string, hour: number | 'any') => `bl:travel:{${provider}}:${pair}:${hour}`,
  /** String: busy intervals JSON imported from an owner's calendar feed, with fetch time. */
  calendarBusy: (agentId: string, sourceId: string) => `bl:calbusy:{${agentId}}:${sourceId}`,
  /** Set: every agent id (the nightly plan walks it). */
  agentIndex: () => 'bl:agents',
  /** Calls waiting for the owner's daily digest (issue 14): a list of call sids, oldest first. */
  summaryDigest: (agentId: string) => `bl:{${agentId}}:digest`,
  /** Set for a day after a missed-call text-back to a number (issue 16): at most one a day. */
  textBack: (agentId: string, phone: string) => `bl:{${agentId}}:textback:${phone}`,
  /** Agent record (JSON). */
  agent: (agentId: string) => `bl:agent:{${agentId}}`,
  /** The agent's assigned phone number (E.164). */
  agentPhone: (agentId: string) => `bl:agent:{${agentId}}:phone`,
  /** Short-lived lock held while a number is being bought for the agent. */
  agentPhoneLock: (agentId: string) => `bl:agent:{${agentId}}:phone-lock`,
  /** Which agent owns a phone number (E.164) — keeps numbers unique across agents. */
  phoneOwner: (e164: string) => `bl:phone:${e164}`,
  /** A voice created through us (JSON: provider, name, agentId, createdAt). */
  voice: (voiceId: string) => `bl:voice:${voiceId}`,
  /** Sandbox only: the recorded sample of a sandbox voice (base64). */
  sandboxVoiceSample: (voiceId: string) => `bl:sandbox:voice-sample:${voiceId}`,
  /** Which agent a payment-provider customer belongs to. */
  billingCustomer: (customerId: string) => `bl:billing:customer:${customerId}`,
  /** A webhook/internal billing event already applied (SET NX; kept 30 days). */
  billingEvent: (eventId: string, agentId = '-') => `bl:billing:event:{${agentId}}:${eventId}`,
  /** Metered usage of one booking, by its usage key (JSON with state pending | done | skipped | failed; SET NX = claimed once). */
  billingUsage: (usageKey: string) => `bl:billing:{usage}:${usageKey}`,
  /** Usage keys whose report is still pending (sorted set by next attempt, epoch ms). */
  billingUsageRetry: () => 'bl:billing:{usage}:retry',
  /** Sandbox only: meter events the sandbox billing adapter received (list of JSON, newest first). */
  sandboxMeterEvents: () => 'bl:sandbox:meter-events',
  /** Sandbox only: a sandbox checkout session (JSON). */
  sandboxCheckout: (sessionId: string) => `bl:sandbox:checkout:${sessionId}`,
  /** Sorted set: an agent's metered bookings (booking id) by when they were booked (ms), for the billing page. */
  meteredBookings: (agentId: string) => `bl:agent:{${agentId}}:metered`,
  /** Sandbox only: a sandbox billing-portal session (JSON {id, agentId, customerId, returnPath}). */
  sandboxPortal: (sessionId: string) => `bl:sandbox:portal:${sessionId}`,
  /** Calendar-setup checklist and calendar connection per agent (hash). */
  onboarding: (agentId: string) => `bl:onboarding:{${agentId}}`,
  /** One-time relay token (widget, sandbox phone or our own TwiML) → JSON {agentId, kind}. */
  relayToken: (token: string) => `bl:rcpt:tok:${token}`,
  /** Call record hash (meta JSON, transcript list lives under relayTranscript). */
  call: (callSid: string) => `bl:call:${callSid}`,
  /** List: the call's transcript turns (JSON), as spoken. */
  callTranscript: (callSid: string) => `bl:call:${callSid}:transcript`,
  /** String (1 h): the call's dialogue state after its last turn, so the call can resume on any gateway. */
  callState: (callSid: string) => `bl:call:${callSid}:state`,
  /** String (10 min): a shutting-down gateway handed this call over; the next relay setup resumes its state. */
  callHandover: (callSid: string) => `bl:call:${callSid}:handover`,
  /** Sorted set: an agent's calls by start time. */
  agentCalls: (agentId: string) => `bl:agent:{${agentId}}:calls`,
  /** List (capped): sandbox outbox of emails and texts that would have been sent. */
  sandboxOutbox: () => 'bl:sandbox:outbox',
  /** Hash: time off the owner blocked in the portal, id → JSON {id, start, end, label}. */
  ownerTimeOff: (agentId: string) => `bl:agent:{${agentId}}:timeoff`,
  // Owner portal (gateway/src/owner). One `{agentId}` hash tag, so an agent's index keys
  // share a Redis Cluster slot and change together in one MULTI.
  /** Sorted set: the agent's calls by start (ms) → callSid; the Calls page pages over it (keyset). */
  ownerCalls: (agentId: string) => `bl:own:{${agentId}}:calls`,
  /** Sorted set: ended calls of one portal outcome (booked, message, …) by start. */
  ownerCallsByOutcome: (agentId: string, outcome: string) => `bl:own:{${agentId}}:calls:o:${outcome}`,
  /** Sorted set: calls from one caller number (E.164) by start. */
  ownerCallsByCaller: (agentId: string, phone: string) => `bl:own:{${agentId}}:calls:from:${phone}`,
  /** Hash: callSid → the call's list row (JSON), what a Calls page row shows. */
  ownerCallRows: (agentId: string) => `bl:own:{${agentId}}:callrows`,
  /** Pub/sub channel: the agent's calls starting and ending (CallEvent JSON). */
  ownerCallEvents: (agentId: string) => `bl:own:{${agentId}}:call-events`,
  /** Hash: questionId → the question the receptionist had no fact for (JSON, with count and owner's answer). */
  ownerQuestions: (agentId: string) => `bl:own:{${agentId}}:questions`,
  /** Hash: the agent's portal settings (retentionDays). */
  ownerSettings: (agentId: string) => `bl:own:{${agentId}}:settings`,
  /** Hash: sandbox metered usage, idempotency key → JSON. */
  sandboxUsage: (agentId: string) => `bl:sandbox:usage:{${agentId}}`,
  /** Set: numbers (E.164) seen as ForwardedFrom on calls that reached us — they forward to us, so never a transfer target. */
  forwardedToUs: () => 'bl:phone:forwarded-to-us',
  /** Phone assignment status of an agent (hash: state pending|done|failed, attempts, error, at). */
  agentPhoneJob: (agentId: string) => `bl:agent:${agentId}:phone-job`,
  /** Account record (hash: email, createdAt). The `{accountId}` tag keeps an account's keys in one slot. */
  account: (accountId: string) => `bl:acct:{${accountId}}`,
  /** Set: agent ids the account owns (ownership itself is `agentOwner`, the source of truth). */
  accountAgents: (accountId: string) => `bl:acct:{${accountId}}:agents`,
  /** Sorted set: the account's session ids by last use (epoch ms). */
  accountSessions: (accountId: string) => `bl:acct:{${accountId}}:sessions`,
  /** Hash: the account's passkeys, credential id → JSON. */
  accountPasskeys: (accountId: string) => `bl:acct:{${accountId}}:passkeys`,
  /** String: which account a passkey credential id belongs to. */
  passkeyOwner: (credentialId: string) => `bl:passkey:${credentialId}`,
  /** String: the account id that owns an agent (SET NX: one owner). */
  agentOwner: (agentId: string) => `bl:owner:${agentId}`,
  /** Set: agents created for an email not yet verified; signing in with it claims them. */
  pendingClaims: (emailHash: string) => `bl:claims:${emailHash}`,
  /** String: agent id a one-time creator grant (by its sha256) gives the browser that redeems it. */
  creatorGrant: (tokenHash: string) => `bl:grant:${tokenHash}`,
  /** Hash: one sign-in link, by the sha256 of its token (the token itself is never stored). */
  signInLink: (tokenHash: string) => `bl:signin:${tokenHash}`,
  /** Once-only marker for a side effect of a job (idempotent retries). */
  sentOnce: (key: string) => `bl:once:${key}`,
} as const;

/** Bounded lengths of the append-only logs (XADD MAXLEN ~). */
export const LOG_MAXLEN = 10_000;
