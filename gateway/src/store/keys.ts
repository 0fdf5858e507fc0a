/**
 * Every Redis key name the gateway uses. No other module builds key strings.
 * Layout: `bl:<domain>:<id>[:<sub>]`.
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
} as const;

/** Bounded lengths of the append-only logs (XADD MAXLEN ~). */
export const LOG_MAXLEN = 10_000;
