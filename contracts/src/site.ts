/**
 * Site configuration the gateway serves in `/remotes.json` under `site` (read by pages
 * through `window.__BOOKLINE__.site`). Which landing reading a path shows is configuration:
 * env `LANDING_VARIANTS`, e.g. `/=first,*=second,alex=second`.
 */
export type LandingVariant = 'first' | 'second';

export const LANDING_VARIANTS_DEFAULT = '/=first,*=second';

/** Key `/` is the home page, `*` any sales-rep path not named, a name that rep's path. */
export type LandingVariantMap = Record<string, LandingVariant>;

/** Parses `key=variant` pairs separated by commas; unknown variants are an error. */
export function parseLandingVariants(csv: string): LandingVariantMap {
  const out: LandingVariantMap = {};
  for (const pair of csv.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = pair.split('=').map((s) => s.trim());
    const value = rawValue.toLowerCase();
    if (!rawKey || (value !== 'first' && value !== 'second')) throw new Error(`bad landing variant "${pair}": expected key=first or key=second`);
    out[rawKey.toLowerCase()] = value;
  }
  return out;
}

/** The reading a landing path shows: the home page (rep null) or a sales-rep path. */
export function landingVariantFor(map: LandingVariantMap, rep: string | null): LandingVariant {
  if (rep == null) return map['/'] ?? 'first';
  return map[rep.toLowerCase()] ?? map['*'] ?? 'second';
}

export interface SiteConfig {
  landingVariants: LandingVariantMap;
  /** The hosted demo agent the live widget on `/` and `/try-now` talks to. */
  demoAgentId: string;
  /** External card-payment checkout (second landing reading: trial and pricing buttons, new tab). */
  checkoutUrl: string;
  /** The setup line (/create-agent3): calling it reaches the setup assistant (env SETUP_PHONE). */
  setupPhone: string;
}

/** The agent /widget-test embeds (spec §2: a widget page with a default id); created at gateway start-up. */
export const WIDGET_TEST_AGENT_ID = 'agent_booklineWidgetDemo01';

export const SITE_DEFAULTS: SiteConfig = {
  landingVariants: parseLandingVariants(LANDING_VARIANTS_DEFAULT),
  demoAgentId: 'agent_booklineDemo',
  checkoutUrl: 'https://buy.stripe.com/test_bookline_trial',
  setupPhone: '(800) 555-0199',
};
