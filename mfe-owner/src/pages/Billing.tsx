import { useCallback, useEffect, useState } from 'react';
import type { BillingAnswer } from '@bookline/contracts';
import { Button, ButtonLink, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { ops } from '../lib/ops-api';
import { usdCents as usd } from '../lib/format';
import { fmtDate, fmtPeriod } from '../lib/zoned';
import { TEXTS } from '../texts';

const T = TEXTS.billing;

function BillingView({ agentId }: { agentId: string }) {
  const [b, setB] = useState<BillingAnswer | null>(null);
  const [error, setError] = useState('');
  const [opening, setOpening] = useState(false);
  const load = useCallback(() => {
    setError('');
    ops.billing(agentId).then(setB, (e: Error) => setError(e.message));
  }, [agentId]);
  useEffect(load, [load]);

  const manage = async () => {
    setOpening(true);
    setError('');
    try {
      const { url } = await ops.portal(agentId);
      location.assign(url);
    } catch (e) {
      setError((e as Error).message);
      setOpening(false);
    }
  };

  if (!b) return error ? <div role="alert"><p>{error}</p><Button onClick={load}>{TEXTS.common.retry}</Button></div> : <Spinner />;
  const end = b.periodEnd ?? b.trialEnd;
  return (
    <div className="ow-grid">
      {b.sandbox ? <p className="ow-sandbox" role="note">{T.sandbox}</p> : null}
      <section className="ow-card" aria-labelledby="bl-plan">
        <h2 id="bl-plan">{T.plan}</h2>
        <p>{b.plan.name}</p>
        <p className="ow-muted">{T.planLine(b.plan.monthlyUsd, usd(b.plan.perBookingUsd))}</p>
        <dl className="ow-kv">
          <dt>{T.status}</dt>
          <dd data-testid="billing-state">{T.states[b.state]}</dd>
          {b.trialEnd ? (<><dt>{T.trialEnd}</dt><dd>{fmtDate(b.trialEnd, b.timeZone)}</dd></>) : null}
          {b.periodEnd ? (<><dt>{T.periodEnd}</dt><dd>{fmtDate(b.periodEnd, b.timeZone)}</dd></>) : null}
        </dl>
        {b.state === 'canceling' && end ? <p role="status">{T.endsNote(fmtDate(end, b.timeZone))}</p> : null}
        {b.state === 'ended' ? <p role="status">{T.ended}</p> : null}
        <div className="ow-actions">
          {b.state === 'none' ? (
            <ButtonLink href={`/trial-signup?agentId=${encodeURIComponent(agentId)}`}>{T.startTrial}</ButtonLink>
          ) : (
            <Button onClick={() => void manage()} disabled={opening} aria-describedby="bl-manage-hint">{opening ? T.opening : T.manage}</Button>
          )}
        </div>
        <p id="bl-manage-hint" className="ow-muted">{b.state === 'none' ? T.noPlan : T.manageHint}</p>
        {error ? <p role="alert">{error}</p> : null}
      </section>
      <section className="ow-card" aria-labelledby="bl-usage">
        <h2 id="bl-usage">{T.usage}</h2>
        <p className="ow-muted">{fmtPeriod(b.usage.periodStart, b.usage.periodEnd, b.timeZone)}</p>
        <p data-testid="billing-usage">{T.usageLine(b.usage.bookings, usd(b.usage.amountUsd))}</p>
      </section>
      <section className="ow-card" aria-labelledby="bl-invoices">
        <h2 id="bl-invoices">{T.invoices}</h2>
        {b.invoices.length ? (
          <table className="ow-table">
            <thead><tr><th scope="col">{T.invoiceDate}</th><th scope="col">{T.invoiceAmount}</th><th scope="col">{T.invoiceStatus}</th><th scope="col"><span className="bl-visually-hidden">{T.invoiceView}</span></th></tr></thead>
            <tbody>
              {b.invoices.map((i) => (
                <tr key={i.id}>
                  <td>{fmtDate(i.date, b.timeZone)}</td><td>{usd(i.amountUsd)}</td><td>{i.status}</td>
                  <td>{i.url ? <a href={i.url} target="_blank" rel="noreferrer">{T.invoiceView}</a> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p>{T.noInvoices}</p>}
      </section>
    </div>
  );
}

/** Plan, trial end, usage this period, invoices and "Manage billing" (Stripe's billing portal). */
export default function BillingPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="billing" title={T.title}>
      {() => <BillingView agentId={params.agentId!} />}
    </PortalLayout>
  );
}
