import { PLAN } from './plan';
import type { SandboxCheckout } from './sandbox';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const SANDBOX_TEXTS = {
  banner: 'Sandbox mode — no real payment is taken',
  heading: 'Sandbox checkout',
  start: 'Start trial',
  cancel: 'Cancel and go back',
} as const;

/** The stand-in for the hosted payment page: plainly labelled, no card fields, one button. */
export function sandboxCheckoutPage(s: SandboxCheckout): string {
  const cents = (n: number) => `$${(n / 100).toFixed(2).replace(/\.00$/, '')}`;
  const cancel = s.cancelPath.startsWith('/') ? s.cancelPath : '/';
  const body =
    s.status === 'open'
      ? `<form method="post" action="/sandbox/checkout/${esc(s.id)}/complete"><button type="submit">${SANDBOX_TEXTS.start}</button></form>`
      : `<p>This checkout is already ${esc(s.status)}.</p><p><a href="${esc(s.successPath.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.id)))}">Continue</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${SANDBOX_TEXTS.heading} — Bookline</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
.banner{background:#ffd33d;color:#1b1f24;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:480px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:0;background:#1d4ed8;color:#fff;cursor:pointer;width:100%}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
dl{display:grid;grid-template-columns:1fr auto;gap:8px}dd{margin:0;text-align:right}
</style></head>
<body><p class="banner" role="note">${SANDBOX_TEXTS.banner}</p>
<main><h1>${SANDBOX_TEXTS.heading}</h1>
<p>Bookline AI Receptionist — ${PLAN.trialDays}-day free trial, then:</p>
<dl><dt>Monthly plan</dt><dd>${cents(PLAN.monthlyCents)}/month</dd><dt>Per booked appointment</dt><dd>${cents(PLAN.appointmentCents)}</dd><dt>Due today</dt><dd>$0</dd></dl>
<p>Agent: <code>${esc(s.agentId)}</code></p>
${body}
<p><a href="${esc(cancel)}">${SANDBOX_TEXTS.cancel}</a></p>
</main></body></html>`;
}
