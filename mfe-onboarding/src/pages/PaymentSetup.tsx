import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatPhoneDisplay, type CreateSubscriptionResponse, type CustomerInfo } from '@bookline/contracts';
import { Button, callFunction, Card, toast } from '@bookline/ui';
import { currentAgentId, type PaymentState } from '../lib/session';
import { TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.payment;
export const SESSION_EXPIRED_REDIRECT_MS = 2_000;

/** /payment-setup — spec §2, §4: customer info from navigation state, then the hosted checkout. */
export default function PaymentSetup() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as PaymentState;
  const info = state.customerInfo;
  const expired = !info?.name || !info?.email;
  const agentId = state.agentId ?? currentAgentId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(() => navigate('/trial-signup', { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  if (expired) {
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
            {state.phoneNumber ? (
              <>
                {' '}
                · {T.yourNumber}: <strong>{formatPhoneDisplay(state.phoneNumber)}</strong>
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
