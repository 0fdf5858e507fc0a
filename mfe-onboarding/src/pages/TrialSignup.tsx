import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { US_STATES, type CustomerInfo, type GetAgentPhoneResponse } from '@bookline/contracts';
import { Button, callFunction, Card, Field, toast } from '@bookline/ui';
import { consumePrefill, currentAgentId, type PaymentState } from '../lib/session';
import { TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.trial;
const EMPTY: CustomerInfo = { name: '', email: '', address: '', city: '', state: '', zipCode: '' };
const FIELDS = ['name', 'email', 'address', 'city', 'state', 'zipCode'] as const;

/** /trial-signup — spec §2, §4, §5: six required fields, prefilled from voice setup. */
export default function TrialSignup() {
  const navigate = useNavigate();
  const [info, setInfo] = useState<CustomerInfo>(() => ({ ...EMPTY, ...consumePrefill() }));
  const [agentId] = useState(() => currentAgentId());
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!agentId) return;
    let alive = true;
    callFunction('get-agent-phone', { agentId })
      .then((r) => alive && setPhoneNumber(r.phoneNumber ?? null))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [agentId]);

  const set = (k: keyof CustomerInfo) => (v: string) => setInfo((s) => ({ ...s, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = new Set(FIELDS.filter((k) => !info[k].trim()));
    setMissing(empty);
    if (empty.size) {
      toast({ title: T.required, variant: 'destructive' });
      return;
    }
    const trimmed = Object.fromEntries(FIELDS.map((k) => [k, info[k].trim()])) as unknown as CustomerInfo;
    toast({ title: T.successTitle, description: T.successBody });
    const state: PaymentState = { customerInfo: trimmed, agentId, phoneNumber };
    navigate('/payment-setup', { state });
  };

  const text = (k: Exclude<keyof CustomerInfo, 'state'>, type = 'text', autoComplete?: string) => (
    <Field label={T.labels[k]} required error={missing.has(k) ? `${T.labels[k]} is required` : undefined}>
      {(ids) => <input {...ids} name={k} type={type} autoComplete={autoComplete} value={info[k]} onChange={(e) => set(k)(e.target.value)} />}
    </Field>
  );

  return (
    <OnboardingFrame title={T.title} lead={T.lead}>
      <Card className="ob-form">
        <form noValidate onSubmit={submit} aria-label={T.title}>
          {text('name', 'text', 'name')}
          {text('email', 'email', 'email')}
          {text('address', 'text', 'street-address')}
          <div className="ob-row">
            {text('city', 'text', 'address-level2')}
            <Field label={T.labels.state} required error={missing.has('state') ? `${T.labels.state} is required` : undefined}>
              {(ids) => (
                <select {...ids} name="state" value={info.state} onChange={(e) => set('state')(e.target.value)} autoComplete="address-level1">
                  <option value="">{T.statePlaceholder}</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('zipCode', 'text', 'postal-code')}
          </div>
          <Button type="submit">{T.submit}</Button>
        </form>
      </Card>
    </OnboardingFrame>
  );
}
