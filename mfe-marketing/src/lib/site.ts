import { landingVariantFor, SITE_DEFAULTS, type LandingVariant, type SiteConfig } from '@bookline/contracts';

/** The gateway's page configuration (`/remotes.json` → `window.__BOOKLINE__.site`), with defaults. */
export function siteConfig(): SiteConfig {
  const site = (globalThis as { __BOOKLINE__?: { site?: Partial<SiteConfig> } }).__BOOKLINE__?.site ?? {};
  return {
    landingVariants: { ...SITE_DEFAULTS.landingVariants, ...site.landingVariants },
    demoAgentId: site.demoAgentId || SITE_DEFAULTS.demoAgentId,
    checkoutUrl: site.checkoutUrl || SITE_DEFAULTS.checkoutUrl,
    setupPhone: site.setupPhone || SITE_DEFAULTS.setupPhone,
  };
}

export function landingVariant(rep: string | undefined): LandingVariant {
  return landingVariantFor(siteConfig().landingVariants, rep ?? null);
}
