// Plain values the portal needs on first load, kept apart from the zod schemas (the browser
// bundle of a page that only needs these should not carry zod).

/** What a call came to, as the portal groups it (a call with several outcomes takes the first that applies, in this order). */
export const CALL_OUTCOMES = ['emergency', 'transferred', 'booked', 'message', 'spam', 'hungup', 'other'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
