import type { RemoteName } from '@bookline/contracts';

export interface ShellConfig {
  remotes: Record<RemoteName, string>;
  salesReps: string[];
  support: { phone: string; email: string };
  /** Page configuration (landing variants, demo agent id, checkout link); read by remotes. */
  site?: Record<string, unknown>;
}

const FALLBACK: ShellConfig = {
  remotes: {
    marketing: '/remotes/marketing/mf-manifest.json',
    creator: '/remotes/creator/mf-manifest.json',
    onboarding: '/remotes/onboarding/mf-manifest.json',
    owner: '/remotes/owner/mf-manifest.json',
  },
  salesReps: [],
  support: { phone: '', email: '' },
};

/** Reads `/remotes.json` (served by the gateway from env); the built-in defaults if it can't. */
export async function loadShellConfig(): Promise<ShellConfig> {
  try {
    const res = await fetch('/remotes.json', { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const json = (await res.json()) as Partial<ShellConfig>;
    return { ...FALLBACK, ...json, remotes: { ...FALLBACK.remotes, ...json.remotes } };
  } catch (err) {
    console.error('[bookline] could not read /remotes.json; using built-in remote locations', err);
    return FALLBACK;
  }
}
