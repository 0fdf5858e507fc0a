import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatPhoneDisplay, isAgentId, type GetAgentPhoneResponse } from '@bookline/contracts';
import { Button, callFunction, Card, Field } from '@bookline/ui';
import { copyText } from '../lib/clipboard';
import { CARRIER_NOTES, FORWARDING, TEXTS } from '../texts';
import { OnboardingFrame } from './Frame';

const T = TEXTS.forwarding;

/** 10 digits of a US number (a leading +1 or 1 dropped), or null. */
export function tenDigits(raw: string): string | null {
  const d = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? d : null;
}

/** /testforwarding?agentId|number — forwarding codes of spec §9 built with the agent's number. */
export default function TestForwarding() {
  const [search] = useSearchParams();
  const raw = search.get('agentId');
  const agentId = isAgentId(raw) ? raw : null;
  const [target, setTarget] = useState(search.get('number') ?? '');

  const [pending, setPending] = useState(false);
  // The server assigns the number when the agent is created (issue 14): this page only shows it,
  // looking again every few seconds while the assignment job is still running.
  useEffect(() => {
    if (!agentId || target) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () =>
      callFunction('get-agent-phone', { agentId })
        .then((r) => {
          if (!alive) return;
          if (r.phoneNumber) {
            setPending(false);
            setTarget((t) => t || formatPhoneDisplay(r.phoneNumber!));
          } else if (r.assignment === 'pending') {
            setPending(true);
            timer = setTimeout(() => void look(), 3_000);
          } else setPending(false);
        })
        .catch(() => {});
    void look();
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [agentId]);

  const digits = tenDigits(target);
  return (
    <OnboardingFrame title={T.title} lead={T.lead}>
      <div className="ob-stack">
        <Card>
          <Field label={T.targetLabel} error={target && !digits ? T.invalidNumber : undefined}>
            {(ids) => <input {...ids} type="tel" inputMode="tel" autoComplete="tel" value={target} onChange={(e) => setTarget(e.target.value)} />}
          </Field>
          {pending && !target ? (
            <p className="ob-note" role="status">
              {T.numberPending}
            </p>
          ) : null}
        </Card>
        <Card>
          <table className="ob-codes">
            <thead>
              <tr>
                <th scope="col">Forwarding</th>
                <th scope="col">{T.on}</th>
                <th scope="col">{T.off}</th>
              </tr>
            </thead>
            <tbody>
              {FORWARDING.map((f) => {
                const on = digits ? `${f.on}${digits}` : f.on;
                return (
                  <tr key={f.type} data-type={f.type}>
                    <th scope="row">
                      {f.label}
                      <p className="ob-note">{f.note}</p>
                    </th>
                    <td>
                      <span className="ob-codes__label">{T.on}: </span>
                      <code data-testid={`code-${f.type}-on`}>{on}</code>
                      <br />
                      {digits ? (
                        <a className="bl-btn bl-btn--primary" href={`tel:${on}`} aria-label={`Dial ${on}`}>
                          Dial
                        </a>
                      ) : null}
                      <Button variant="secondary" onClick={() => void copyText(on, T.copied, T.copyFailed, T.copyManually)} aria-label={`Copy ${f.label} on code`}>
                        Copy
                      </Button>
                    </td>
                    <td>
                      <span className="ob-codes__label">{T.off}: </span>
                      <code>{f.off}</code>
                      <br />
                      <a className="bl-btn bl-btn--primary" href={`tel:${f.off}`} aria-label={`Dial ${f.off}`}>
                        Dial
                      </a>
                      <Button variant="secondary" onClick={() => void copyText(f.off, T.copied, T.copyFailed, T.copyManually)} aria-label={`Copy ${f.label} off code`}>
                        Copy
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
        <Card aria-labelledby="carrier-heading">
          <h2 id="carrier-heading">Carrier notes</h2>
          <ul>
            {CARRIER_NOTES.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Card>
      </div>
    </OnboardingFrame>
  );
}
