import { useEffect, useState } from 'react';
import { SITE_DEFAULTS } from '@bookline/contracts';

export type TelephonyMode = 'unknown' | 'sandbox' | 'live';

/**
 * Whether the gateway's telephony is the sandbox (GET /sandbox/status → telephony.sandbox):
 * then pages offer the in-page test call (and label sandbox numbers); with real Twilio (the route is
 * then not found), tel: links.
 */
export function useTelephony(): TelephonyMode {
  const [mode, setMode] = useState<TelephonyMode>('unknown');
  useEffect(() => {
    let alive = true;
    fetch('/sandbox/status')
      // Sandbox routes don't exist in production: a 404 means live providers.
      .then((r) => (r.ok ? r.json() : r.status === 404 ? { telephony: { sandbox: false } } : null))
      .then((j: { telephony?: { sandbox?: boolean } } | null) => {
        if (alive && typeof j?.telephony?.sandbox === 'boolean') setMode(j.telephony.sandbox ? 'sandbox' : 'live');
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  return mode;
}

/** The setup line (/create-agent3) from the gateway's site config (env SETUP_PHONE). */
export function setupPhone(): string {
  const site = (globalThis as { __BOOKLINE__?: { site?: { setupPhone?: string } } }).__BOOKLINE__?.site;
  return site?.setupPhone || SITE_DEFAULTS.setupPhone;
}

/** "(800) 555-0199" → "+18005550199"; "" when it is not a US number. */
export function toE164(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length === 10) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1')) return `+${d}`;
  return '';
}
