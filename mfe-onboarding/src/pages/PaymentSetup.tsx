import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CustomerInfo, formatPhoneDisplay, type CreateSubscriptionResponse, type OnboardingState } from '@bookline/contracts';
import { Button, callFunction, Card, Spinner, toast } from '@bookline/ui';
import { resolveAgentId, type PaymentState } from '../lib/session';
import { TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.payment;
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/**
 * /payment-setup — spec §2, §4: customer info, then the hosted checkout. The info comes from
 * navigation state, else from the server (trial signup saved it for the agent), so a reload or
 * another tab works (issue 14). Only when neither has it: Session Expired, back to trial signup.
 */
export default function PaymentSetup() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const state = (location.state ?? {}) as PaymentState;
  const fromNav = CustomerInfo.safeParse(state.customerInfo);
  const [loaded, setLoaded] = useState<{ agentId: string | null; info: CustomerInfo | null; phoneNumber: string | null } | null>(
    fromNav.success && state.agentId ? { agentId: state.agentId, info: fromNav.data, phoneNumber: state.phoneNumber ?? null } : null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loaded) return;
    let alive = true;
    void (async () => {
      const agentId = await resolveAgentId(search, state.agentId);
      let info: CustomerInfo | null = fromNav.success ? fromNav.data : null;
      let phoneNumber = state.phoneNumber ?? null;
      if (agentId) {
        try {
          const st = await callFunction('get-onboarding-state', { agentId });
          info ??= st.customerInfo;
          phoneNumber ??= st.phoneNumber;
        } catch {
          /* treated as no saved info */
        }
      }
      if (alive) setLoaded({ agentId, info, phoneNumber });
    })();
    return () => {
      alive = false;
    };
  }, []);

  const expired = loaded !== null && (!loaded.info || !loaded.agentId);
  const agentId = loaded?.agentId ?? null;
  const info = loaded?.info ?? null;

  useEffect(() => {
    if (!expired) return;
    const to = agentId ? `/trial-signup?agentId=${encodeURIComponent(agentId)}` : '/trial-signup';
    const timer = setTimeout(() => navigate(to, { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, agentId, navigate]);

  if (!loaded) {
    return (
      <OnboardingFrame title={T.title}>
        <Card className="ob-form" aria-busy="true">
          <Spinner label={T.loading} />
        </Card>
      </OnboardingFrame>
    );
  }

  if (expired || !info) {
    return (
      <OnboardingFrame title={T.title}>
        <Card role="alert" className="ob-form">
          <h2>{T.expiredTitle}</h2>
          <p>{T.expiredBody}</p>
        </Card>
      </OnboardingFrame>
    );
  }

  const subscribe = async () => {
    setBusy(true);
    try {
      const res = await callFunction('create-subscription', { customerInfo: info as CustomerInfo, agentId: agentId ?? '' }, { timeoutMs: 30_000 });
      if (!res.url) throw new Error('no url');
      window.location.assign(res.url);
    } catch {
      toast({ title: T.errorTitle, description: T.errorBody, variant: 'destructive' });
      setBusy(false);
    }
  };

  return (
    <OnboardingFrame title={T.title} lead={T.lead}>
      <div className="ob-stack">
        <Card className="ob-plan" aria-labelledby="plan-heading">
          <h2 id="plan-heading">{T.planName}</h2>
          <p className="ob-price">{T.planPrice}</p>
          <ul>
            {T.planNotes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
          <p className="ob-note">
            {info.name} · {info.email}
            {loaded.phoneNumber ? (
              <>
                {' '}
                · {T.yourNumber}: <strong>{formatPhoneDisplay(loaded.phoneNumber)}</strong>
              </>
            ) : null}
          </p>
          <Button onClick={() => void subscribe()} disabled={busy} aria-busy={busy}>
            {busy ? T.subscribing : T.subscribe}
          </Button>
        </Card>
      </div>
    </OnboardingFrame>
  );
}
