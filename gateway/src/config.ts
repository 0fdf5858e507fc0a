import { z } from 'zod';
import { LANDING_VARIANTS_DEFAULT, parseLandingVariants, SITE_DEFAULTS } from '@bookline/contracts';

const csv = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the gateway reads. README's table mirrors this schema. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Redis Cluster seed nodes `host:port,host:port,…`; wins over REDIS_URL. */
  REDIS_CLUSTER_NODES: z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}(,[A-Za-z0-9.-]+:\d{1,5})*$/, 'must be host:port,host:port,…').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').default('redis://127.0.0.1:6379'),
  PUBLIC_URL: z.url().optional(),
  /** Reverse proxies in front of the gateway: false/0 none, true one, or a number of hops; client IPs are read that many entries from the right of X-Forwarded-For. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops (0–99)')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  /**
   * Sandbox mode: /sandbox/* pages and the sandbox phone exist only here. Default: on when no
   * provider is configured (Twilio, SMTP, Stripe, ElevenLabs), off as soon as one is.
   * Off means production: PUBLIC_URL is required and is the only origin used for relay URLs and
   * Twilio signature checks.
   */
  SANDBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_S: z.coerce.number().int().min(60).default(60 * 60 * 24 * 14),
  RATE_LIMIT_FUNCTIONS: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /** Per-IP cap on the calls that cost provider money (voice clones, phone numbers). */
  RATE_LIMIT_PROVIDER_CALLS: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PROVIDER_WINDOW_S: z.coerce.number().int().min(1).default(60 * 60),
  /** Per-IP cap on `/api/*` (owner and auth APIs), per RATE_LIMIT_WINDOW_S. */
  RATE_LIMIT_API: z.coerce.number().int().min(1).default(300),
  /** Sign-in links: how long one works, and how many may be asked for per email and per IP per window. */
  SIGN_IN_LINK_TTL_S: z.coerce.number().int().min(60).max(60 * 60 * 24).default(15 * 60),
  RATE_LIMIT_SIGN_IN_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_SIGN_IN_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SIGN_IN_WINDOW_S: z.coerce.number().int().min(1).default(15 * 60),
  /** How long an agent created by someone not signed in waits to be claimed by its email's account. */
  PENDING_CLAIM_TTL_S: z.coerce.number().int().min(60).default(60 * 60 * 24 * 30),
  /** WebAuthn relying party id (a registrable domain); defaults to PUBLIC_URL's host name. */
  WEBAUTHN_RP_ID: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
  STATIC_ROOT: z.string().optional(),
  REMOTE_MARKETING_URL: z.string().min(1).default('/remotes/marketing/mf-manifest.json'),
  REMOTE_CREATOR_URL: z.string().min(1).default('/remotes/creator/mf-manifest.json'),
  REMOTE_ONBOARDING_URL: z.string().min(1).default('/remotes/onboarding/mf-manifest.json'),
  REMOTE_OWNER_URL: z.string().min(1).default('/remotes/owner/mf-manifest.json'),
  PRERENDER_PAGES: bool.default(true),
  SALES_REPS: csv.default(['alex', 'jordan']),
  SUPPORT_PHONE: z.string().min(7).default('(512) 555-0142'),
  SUPPORT_EMAIL: z.email().default('support@bookline.example'),
  /** The setup line (/create-agent3): calling it reaches the setup assistant, which creates an agent by phone. */
  SETUP_PHONE: z
    .string()
    .refine((s) => /^\+?1?\d{10}$/.test(s.replace(/[\s().-]/g, '')), 'must be a US phone number such as (800) 555-0199 or +18005550199')
    .default(SITE_DEFAULTS.setupPhone),
  /** Twilio: the real telephony adapter is used when both are set; sandbox numbers otherwise. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** Where the Twilio REST API is reached (tests point it at a local recording server). */
  TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
  TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** ElevenLabs: the real voice-cloning adapter is used when the key is set. */
  ELEVENLABS_API_KEY: z.string().min(8).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  ELEVENLABS_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Which landing reading each path shows: `/=first,*=second,alex=second` (`/` home, `*` any sales rep). */
  LANDING_VARIANTS: z
    .string()
    .default(LANDING_VARIANTS_DEFAULT)
    .transform((s, ctx) => {
      try {
        return parseLandingVariants(s);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  DEMO_AGENT_ID: z.string().regex(/^agent_[A-Za-z0-9]+$/, 'must be agent_ followed by letters or digits').default(SITE_DEFAULTS.demoAgentId),
  CHECKOUT_URL: z.url().default(SITE_DEFAULTS.checkoutUrl),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Website analysis (spec §7 scrape-and-extract-business-data). */
  EXTRACTION_USER_AGENT: z.string().min(3).max(200).default('BooklineBot/1.0 (+https://bookline.example/bot)'),
  EXTRACTION_BUDGET_MS: z.coerce.number().int().min(500).max(28_000).default(20_000),
  EXTRACTION_PAGE_TIMEOUT_MS: z.coerce.number().int().min(200).max(28_000).default(8_000),
  EXTRACTION_MAX_PAGE_BYTES: z.coerce.number().int().min(16 * 1024).max(20 * 1024 * 1024).default(2 * 1024 * 1024),
  EXTRACTION_CACHE_TTL_S: z.coerce.number().int().min(0).default(86_400),
  /** Worker threads that read fetched pages (built gateway only; 0 reads them on the main thread). */
  EXTRACTION_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  /** Longest one site's reading may take on its thread before the site counts as too large. */
  EXTRACTION_THREAD_TIMEOUT_MS: z.coerce.number().int().min(200).max(60_000).default(10_000),
  /** TEST ONLY: lets the crawler fetch loopback/private addresses on any port (local fixture sites). Never in production. */
  EXTRACTION_ALLOW_PRIVATE_HOSTS: bool.default(false),
  /** Payments (protocols.md §6). Without STRIPE_SECRET_KEY the sandbox billing adapter answers. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret or restricted key (sk_… or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  /** Where the Stripe SDK sends requests (tests point it at a local recording server). */
  STRIPE_API_BASE_URL: z.url().default('https://api.stripe.com'),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  STRIPE_PRICE_MONTHLY_LOOKUP_KEY: z.string().min(1).max(200).default('bookline_receptionist_monthly_2900'),
  STRIPE_PRICE_APPOINTMENT_LOOKUP_KEY: z.string().min(1).max(200).default('bookline_receptionist_appointment_350'),
  STRIPE_METER_EVENT_NAME: z.string().regex(/^[a-z0-9_]{1,100}$/, 'lower-case letters, digits and _').default('bookline_booked_appointment'),
  /** Receptionist (issue 5). Email: nodemailer over SMTP when set (smtp://user:pass@host:port); sandbox outbox otherwise. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  SMTP_INSECURE_TLS: bool.default(false),
  EMAIL_FROM: z.string().min(3).default('Bookline Receptionist <receptionist@bookline.example>'),
  /** Sender for texts; defaults to the agent's own number. */
  TWILIO_SMS_FROM: z.string().regex(/^\+\d{8,15}$/, 'must be an E.164 number').optional(),
  /** LLM brain: any OpenAI-compatible chat-completions endpoint; the built-in engine otherwise. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
  /** builtin | llm | auto (llm when LLM_BASE_URL and LLM_MODEL are set). */
  RECEPTIONIST_BRAIN: z.enum(['builtin', 'llm', 'auto']).default('auto'),
  RELAY_IDLE_MS: z.coerce.number().int().min(100).default(8_000),
  RELAY_HOLDING_MS: z.coerce.number().int().min(0).default(300),
  /** A relay socket that sends no `setup` within this time is closed. */
  RELAY_SETUP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Partial prompts keep a call alive at most this long without a final prompt. */
  RELAY_MAX_PARTIAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** Caller turns per call, and characters of transcript per call, before the call is ended politely. */
  RELAY_MAX_TURNS: z.coerce.number().int().min(1).default(200),
  RELAY_MAX_TRANSCRIPT_CHARS: z.coerce.number().int().min(1_000).default(200_000),
  WIDGET_TOKEN_TTL_S: z.coerce.number().int().min(5).max(3_600).default(120),
  RATE_LIMIT_WIDGET: z.coerce.number().int().min(1).default(30),
  /**
   * Drive times during calls: osrm (OSRM table API at OSRM_BASE_URL), google (Routes API with
   * traffic), offline (the built-in estimate; sandbox), or auto = the first one configured, else offline.
   */
  TRAVEL_PROVIDER: z.enum(['auto', 'offline', 'osrm', 'google']).default('auto'),
  OSRM_BASE_URL: z.url().optional(),
  OSRM_PROFILE: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'an OSRM profile name such as driving').default('driving'),
  GOOGLE_ROUTES_API_KEY: z.string().min(8).optional(),
  GOOGLE_ROUTES_BASE_URL: z.url().default('https://routes.googleapis.com'),
  TRAVEL_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  /** The owner's connected calendar (ICS) read during calls: time limit, Redis freshness, in-process reuse. */
  OWNER_CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  OWNER_CALENDAR_MAX_AGE_S: z.coerce.number().int().min(0).default(600),
  OWNER_CALENDAR_MEMO_S: z.coerce.number().int().min(0).default(30),
  /** Run the BullMQ follow-up worker in this process (turn off when workers run separately). */
  JOBS_WORKER: bool.default(true),
  /** Same as JOBS_WORKER (wins when both are set): WORKERS=false for gateways when `npm run worker` runs the jobs. */
  WORKERS: bool.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  publicUrl: string;
  /** Sandbox mode (SANDBOX, or no provider configured); false means production. */
  sandbox: boolean;
  /** SETUP_PHONE as E.164 (+1…), the form Twilio posts in `To`. */
  setupPhoneE164: string;
}

/** A US number as E.164: "(800) 555-0199" → "+18005550199"; undefined when it is not one. */
export function usE164(n: string | undefined): string | undefined {
  const d = (n ?? '').replace(/\D/g, '');
  if (d.length === 10) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1')) return `+${d}`;
  return undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') picked[key] = v;
  }
  const parsed = EnvSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  if (e.TRAVEL_PROVIDER === 'osrm' && !e.OSRM_BASE_URL) throw new ConfigError('Invalid environment: TRAVEL_PROVIDER: osrm needs OSRM_BASE_URL');
  if (e.TRAVEL_PROVIDER === 'google' && !e.GOOGLE_ROUTES_API_KEY) throw new ConfigError('Invalid environment: TRAVEL_PROVIDER: google needs GOOGLE_ROUTES_API_KEY');
  const anyProvider = Boolean((e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN) || e.SMTP_URL || e.STRIPE_SECRET_KEY || e.ELEVENLABS_API_KEY);
  const sandbox = e.SANDBOX ?? !anyProvider;
  if (!sandbox && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid environment: PUBLIC_URL: required in production (SANDBOX=false or a provider configured); it is the only origin used for relay URLs and Twilio signatures');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return { ...e, sandbox, publicUrl, setupPhoneE164: usE164(e.SETUP_PHONE)! };
}
