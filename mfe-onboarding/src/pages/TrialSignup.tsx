import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CustomerInfo, US_STATES, type OnboardingState } from '@bookline/contracts';
import { Button, callFunction, Card, Field, toast } from '@bookline/ui';
import { consumePrefill, resolveAgentId, type PaymentState } from '../lib/session';
import { TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.trial;
const EMPTY: CustomerInfo = { name: '', email: '', address: '', city: '', state: '', zipCode: '' };
const FIELDS = ['name', 'email', 'address', 'city', 'state', 'zipCode'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * Each field's problem as the owner should read it next to the field: blank, or not in the form
 * the server takes (the CustomerInfo schema). An address the schema refuses used to pass here,
 * toast "Trial started successfully!" and end on payment setup's Session Expired.
 */
function customerInfoErrors(info: CustomerInfo): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const k of FIELDS) {
    if (!info[k].trim()) errors[k] = T.requiredError(T.labels[k]);
    else if (!CustomerInfo.shape[k].safeParse(info[k].trim()).success) errors[k] = k === 'email' ? T.emailInvalid : k === 'zipCode' ? T.zipInvalid : T.tooLong(T.labels[k]);
  }
  return errors;
}

/**
 * /trial-signup — spec §2, §4, §5: six required fields, prefilled from voice setup and from what
 * the server already knows about the agent (the wizard's answers, an earlier signup). The agent
 * comes from the address (`?agentId=`), this tab or the browser session on the server (issue 14).
 */
export default function TrialSignup() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const [info, setInfo] = useState<CustomerInfo>(() => ({ ...EMPTY, ...consumePrefill() }));
  const [agentId, setAgentId] = useState<string | null>(null);
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Bumped by each refused submit: the first field with a problem takes the focus.
  const [refused, setRefused] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const id = await resolveAgentId(search, (location.state as PaymentState | null)?.agentId);
      if (!alive || !id) return;
      setAgentId(id);
      try {
        const st = await callFunction('get-onboarding-state', { agentId: id });
        if (!alive) return;
        setPhoneNumber(st.phoneNumber);
        // Only fill what is still empty: the owner's typing wins.
        const known = { ...st.prefill, ...(st.customerInfo ?? {}) };
        setInfo((cur) => Object.fromEntries(FIELDS.map((k) => [k, cur[k] || known[k] || ''])) as unknown as CustomerInfo);
      } catch {
        /* the form still works without it */
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  const set = (k: keyof CustomerInfo) => (v: string) => setInfo((s) => ({ ...s, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = customerInfoErrors(info);
    setErrors(found);
    if (Object.keys(found).length) {
      toast({ title: FIELDS.some((k) => !info[k].trim()) ? T.required : T.invalid, variant: 'destructive' });
      setRefused((n) => n + 1);
      return;
    }
    const trimmed = Object.fromEntries(FIELDS.map((k) => [k, info[k].trim()])) as unknown as CustomerInfo;
    // Kept on the server for the agent, so payment setup survives a reload or another tab.
    if (agentId) {
      setBusy(true);
      await callFunction('save-trial-signup', { agentId, customerInfo: trimmed }).catch(() => {});
      setBusy(false);
    }
    toast({ title: T.successTitle, description: T.successBody });
    const state: PaymentState = { customerInfo: trimmed, agentId, phoneNumber };
    navigate(agentId ? `/payment-setup?agentId=${encodeURIComponent(agentId)}` : '/payment-setup', { state });
  };

  const text = (k: Exclude<keyof CustomerInfo, 'state'>, type = 'text', autoComplete?: string) => (
    <Field label={T.labels[k]} required error={errors[k]}>
      {(ids) => <input {...ids} name={k} type={type} autoComplete={autoComplete} value={info[k]} onChange={(e) => set(k)(e.target.value)} />}
    </Field>
  );

  return (
    <OnboardingFrame title={T.title} lead={T.lead}>
      <Card className="ob-form">
        <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-label={T.title}>
          {text('name', 'text', 'name')}
          {text('email', 'email', 'email')}
          {text('address', 'text', 'street-address')}
          <div className="ob-row">
            {text('city', 'text', 'address-level2')}
            <Field label={T.labels.state} required error={errors.state}>
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
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {T.submit}
          </Button>
        </form>
      </Card>
    </OnboardingFrame>
  );
}
