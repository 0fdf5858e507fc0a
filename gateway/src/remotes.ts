import type { Config } from './config';

/** What `/remotes.json` answers: where the shell loads each remote from, plus page config. */
export function remotesDocument(config: Config) {
  return {
    remotes: {
      marketing: config.REMOTE_MARKETING_URL,
      creator: config.REMOTE_CREATOR_URL,
      onboarding: config.REMOTE_ONBOARDING_URL,
      owner: config.REMOTE_OWNER_URL,
    },
    salesReps: config.SALES_REPS,
    support: { phone: config.SUPPORT_PHONE, email: config.SUPPORT_EMAIL },
    site: { landingVariants: config.LANDING_VARIANTS, demoAgentId: config.DEMO_AGENT_ID, checkoutUrl: config.CHECKOUT_URL, setupPhone: config.SETUP_PHONE },
  };
}

/** Origins of remotes hosted elsewhere; the CSP must allow them. */
export function remoteOrigins(config: Config): string[] {
  const out = new Set<string>();
  for (const u of [config.REMOTE_MARKETING_URL, config.REMOTE_CREATOR_URL, config.REMOTE_ONBOARDING_URL, config.REMOTE_OWNER_URL]) {
    if (/^https?:\/\//i.test(u)) out.add(new URL(u).origin);
  }
  return [...out];
}
