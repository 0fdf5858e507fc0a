import { PLAN } from './plan';
import type { SandboxPortal } from './sandbox';
import type { AgentBilling } from './state';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const SANDBOX_PORTAL_TEXTS = {
  banner: 'Sandbox mode — this stands in for the Stripe billing portal; no real payment is changed',
  heading: 'Sandbox billing portal',
  cancel: 'Cancel subscription',
  resume: 'Keep my subscription',
  cancelled: (date: string) => `Your subscription is cancelled. Your receptionist keeps answering until ${date}, then stops taking calls.`,
  active: (date: string) => `Your subscription renews on ${date}.`,
  back: 'Return to Bookline',
} as const;

const day = (s: number) => new Date(s * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The sandbox stand-in for Stripe's hosted billing portal: plainly labelled, cancel or keep. */
export function sandboxPortalPage(p: SandboxPortal, b: AgentBilling, nowS: number): string {
  const end = b.periodEnd ?? b.trialEnd ?? nowS + 30 * 86_400;
  const back = p.returnPath.startsWith('/') && !p.returnPath.startsWith('//') ? p.returnPath : '/dashboard';
  const cents = (n: number) => `$${(n / 100).toFixed(2).replace(/\.00$/, '')}`;
  const state = b.cancelAtPeriodEnd || b.status === 'canceled' ? SANDBOX_PORTAL_TEXTS.cancelled(day(end)) : SANDBOX_PORTAL_TEXTS.active(day(end));
  const action = b.cancelAtPeriodEnd
    ? `<form method="post" action="/sandbox/billing-portal/${esc(p.id)}/resume"><button type="submit">${SANDBOX_PORTAL_TEXTS.resume}</button></form>`
    : b.status === 'canceled' ? '' : `<form method="post" action="/sandbox/billing-portal/${esc(p.id)}/cancel"><button type="submit" class="danger">${SANDBOX_PORTAL_TEXTS.cancel}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SANDBOX_PORTAL_TEXTS.heading} — Bookline</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
.banner{background:#ffd33d;color:#1b1f24;padding:12px 16px;font-weight:700;text-align:center;margin:0}
main{max-width:480px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:0;background:#1d4ed8;color:#fff;cursor:pointer;width:100%}
button.danger{background:#b91c1c}
button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
a{color:#1d4ed8}
dl{display:grid;grid-template-columns:1fr auto;gap:8px}dd{margin:0;text-align:right}
</style></head>
<body><p class="banner" role="note">${SANDBOX_PORTAL_TEXTS.banner}</p>
<main><h1>${SANDBOX_PORTAL_TEXTS.heading}</h1>
<dl><dt>Monthly plan</dt><dd>${cents(PLAN.monthlyCents)}/month</dd><dt>Per booked appointment</dt><dd>${cents(PLAN.appointmentCents)}</dd><dt>Status</dt><dd>${esc(b.status)}</dd></dl>
<p role="status">${esc(state)}</p>
${action}
<p><a href="${esc(back)}">${SANDBOX_PORTAL_TEXTS.back}</a></p>
</main></body></html>`;
}
