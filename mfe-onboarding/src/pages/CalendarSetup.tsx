import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isAgentId, type UpdateStripeRedirectResponse } from '@bookline/contracts';
import { Button, callFunction, Card, useSupport } from '@bookline/ui';
import { ChecklistStep } from '../calendar/Step';
import { IcsForm } from '../calendar/IcsForm';
import { STEPS, useOnboardingState, type StepKey } from '../calendar/useOnboardingState';
import { copyText } from '../lib/clipboard';
import { TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.calendar;

type Confirm = 'idle' | 'confirming' | 'confirmed' | 'failed';

/** Confirms the checkout once per page load when the URL carries agentId and session_id (spec §7). */
function useCheckoutConfirmation(agentId: string | null, sessionId: string | null, queryString: string): Confirm {
  const [state, setState] = useState<Confirm>('idle');
  const sent = useRef(false);
  useEffect(() => {
    if (!agentId || !sessionId || sent.current) return;
    sent.current = true;
    setState('confirming');
    callFunction('update-stripe-redirect', { agentId, queryString }, { timeoutMs: 20_000 })
      .then((r) => setState(r.success ? 'confirmed' : 'failed'))
      .catch(() => setState('failed'));
  }, [agentId, sessionId, queryString]);
  return state;
}

/** /calendar-setup?agentId&test&session_id — the five-step checklist (spec §2, §4). */
export default function CalendarSetup() {
  const [search] = useSearchParams();
  const location = useLocation();
  const raw = search.get('agentId') ?? search.get('agent');
  const agentId = isAgentId(raw) ? raw : null;
  const test = search.get('test') === 'true';
  const confirm = useCheckoutConfirmation(agentId, search.get('session_id'), location.search);
  const { state, setState, checklist, toggle, loadError } = useOnboardingState(agentId, test);
  const [expanded, setExpanded] = useState<StepKey[]>(['calendar']);
  const support = useSupport();

  const done = STEPS.filter((k) => checklist[k]).length;
  const allDone = done === STEPS.length;
  const widgetCode = agentId ? `<script src="${window.location.origin}/widget.js" data-agent-id="${agentId}" async></script>` : '';

  const onToggle = (k: StepKey) => {
    // Spec §4: unmarking a step removes it from the expanded list.
    if (checklist[k]) setExpanded((e) => e.filter((x) => x !== k));
    void toggle(k);
  };
  const onExpand = (k: StepKey) => setExpanded((e) => (e.includes(k) ? e.filter((x) => x !== k) : [...e, k]));

  const bodies: Record<StepKey, ReactNode> = {
    calendar: (
      <>
        <p>
          Share your calendar with <strong data-testid="support-email">{support.email}</strong> so your receptionist can see when you are busy.
        </p>
        <div>
          <Button variant="secondary" onClick={() => void copyText(support.email, T.emailCopied, T.copyFailed, T.copyEmailManually)}>
            {T.copyEmail}
          </Button>
        </div>
        <h3>{T.googleTitle}</h3>
        <ol>
          <li>Open Google Calendar on a computer, point at your calendar and choose Settings and sharing.</li>
          <li>Under Share with specific people, choose Add people and enter {support.email}.</li>
          <li>
            Set the permission to <strong>{T.googlePermission}</strong> and press Send.
          </li>
        </ol>
        <h3>{T.outlookTitle}</h3>
        <ol>
          <li>In Outlook, open Calendar and choose Share (or right-click your calendar → Sharing and permissions).</li>
          <li>Enter {support.email}.</li>
          <li>
            Choose <strong>{T.outlookPermission}</strong> and press Share.
          </li>
        </ol>
        {agentId && state?.owner ? <IcsForm agentId={agentId} state={state} onSaved={setState} /> : null}
        {state && !state.owner ? <p className="ob-note">{T.notOwner}</p> : null}
      </>
    ),
    invite: (
      <>
        <p>{T.inviteBody}</p>
        {state?.calendarFeedUrl ? (
          <>
            <p>{T.feedLabel}</p>
            <pre className="ob-code" data-testid="feed-url">
              {state.calendarFeedUrl}
            </pre>
            <div>
              <Button variant="secondary" onClick={() => void copyText(state.calendarFeedUrl ?? '', T.feedCopied, T.copyFailed, T.copyFeedManually)}>
                {T.copyFeed}
              </Button>
            </div>
          </>
        ) : null}
      </>
    ),
    widget: (
      <>
        <p>Paste this line into your website, just before the closing &lt;/body&gt; tag. Visitors can then talk to your receptionist.</p>
        <pre className="ob-code" data-testid="widget-code">
          {widgetCode || 'Open this page from your agent link to get your widget code.'}
        </pre>
        <div>
          <Button variant="secondary" disabled={!widgetCode} onClick={() => void copyText(widgetCode, T.widgetCopied, T.copyFailed, T.copyWidgetManually)}>
            {T.copyWidget}
          </Button>
        </div>
      </>
    ),
    voice: (
      <p>
        Record a short sample so your receptionist speaks in your own voice.{' '}
        <Link to={agentId ? `/voice-recording?agentId=${agentId}` : '/voice-recording'}>Record your voice</Link>
      </p>
    ),
    phone: (
      <p>
        Forward your business line to your AI Receptionist number{state?.phoneNumber ? ` (${state.phoneNumber})` : ''}, then call it to test.{' '}
        <Link to={agentId ? `/testforwarding?agentId=${agentId}` : '/testforwarding'}>Call forwarding codes</Link>
      </p>
    ),
  };

  return (
    <OnboardingFrame title={T.title} lead={T.lead}>
      <div className="ob-stack">
        {confirm === 'confirming' ? <p role="status">{T.confirming}</p> : null}
        {confirm === 'confirmed' ? (
          <p className="ob-banner" role="status" data-testid="checkout-confirmed">
            {T.confirmed}
          </p>
        ) : null}
        {confirm === 'failed' ? (
          <p className="ob-banner ob-banner--warn" role="alert">
            {T.confirmFailed}
          </p>
        ) : null}
        {!agentId ? (
          <Card role="alert">
            <p>{T.noAgent}</p>
          </Card>
        ) : null}
        {loadError ? (
          <p className="ob-banner ob-banner--warn" role="alert">
            {loadError}
          </p>
        ) : null}
        {allDone ? (
          <div className="ob-banner" role="status" data-testid="setup-complete">
            <h2>{T.complete}</h2>
            <p>{T.completeBody}</p>
          </div>
        ) : null}
        <p aria-live="polite" data-testid="progress">
          {T.progress(done, STEPS.length)}
        </p>
        <ol className="ob-steps">
          {STEPS.map((k, i) => (
            <ChecklistStep key={k} n={i + 1} id={k} title={T.steps[k]} complete={checklist[k]} expanded={expanded.includes(k)} onToggle={() => onToggle(k)} onExpand={() => onExpand(k)}>
              {bodies[k]}
            </ChecklistStep>
          ))}
        </ol>
      </div>
    </OnboardingFrame>
  );
}
