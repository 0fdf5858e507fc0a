import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { AssignAgentPhoneResponse } from '@bookline/contracts';
import { callFunction } from '@bookline/ui';
import { logStep, session } from '../log';
import { TEXTS } from '../texts';
import { registerClientTools, useWidgetScript } from '../widget';
import { handleRedirectUser } from './redirect-user';

/** Spec §2: sales-person label from originalSalesRep, else the referrer's last path segment, else SalesRep. */
export function salesPersonLabel(stored: string, referrer: string): string {
  if (stored) return stored;
  try {
    const seg = new URL(referrer).pathname.split('/').filter(Boolean).at(-1);
    if (seg) return seg.charAt(0).toUpperCase() + seg.slice(1);
  } catch {
    /* no referrer */
  }
  return 'SalesRep';
}

/** Voice mode: the widget in setup-assistant mode, with the RedirectUser client tool. */
export function VoiceSetup() {
  const navigate = useNavigate();
  const widget = useWidgetScript();
  useEffect(
    () =>
      registerClientTools({
        RedirectUser: (params) =>
          handleRedirectUser(params, {
            storage: sessionStorage,
            logStep,
            assignPhone: (body) => callFunction('assign-agent-phone', body, { timeoutMs: 30_000 }),
            navigate: (to) => {
              navigate(to);
              window.scrollTo(0, 0);
            },
          }),
      }),
    [navigate],
  );
  const salesPerson = salesPersonLabel(session('originalSalesRep'), document.referrer);
  return (
    <section className="bl-card cr-voice" aria-labelledby="voice-heading">
      <h2 id="voice-heading">{TEXTS.voice.heading}</h2>
      <p>{TEXTS.voice.body}</p>
      <div id="bookline-widget" className="cr-widget" data-mode="setup-assistant" data-sales-person={salesPerson} data-state={widget}>
        {widget === 'loading' ? <p>{TEXTS.demo.widgetLoading}</p> : null}
      </div>
    </section>
  );
}
