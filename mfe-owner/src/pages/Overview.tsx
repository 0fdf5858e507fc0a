import { Link } from 'react-router';
import { CALL_OUTCOMES, type Overview } from '@bookline/contracts';
import { Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { paths } from '../lib/api';
import { dayLabel, outcomeLabel, usd, usdCents } from '../lib/format';
import { fmtTimes } from '../lib/zoned';
import { useApi } from '../lib/use-api';
import { TEXTS } from '../texts';

function UpcomingDays({ o }: { o: Overview }) {
  if (!o.days.length) return <p>{TEXTS.overview.noBookings}</p>;
  return (
    <>
      {o.days.map((d) => (
        <section key={d.date} aria-label={dayLabel(d.date)}>
          <h3>{dayLabel(d.date)}</h3>
          <ol className="ow-list">
            {d.bookings.map((b) => (
              <li key={b.bookingId} className="ow-row">
                {b.driveMinutesBefore !== undefined ? <span className="ow-muted">{TEXTS.overview.drive(b.driveMinutesBefore)}</span> : null}
                <strong>
                  {fmtTimes(Date.parse(b.start), Date.parse(b.end), o.timeZone)} · {b.service}
                </strong>
                <span>{[b.customerName, b.address].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

function OverviewBody({ agentId }: { agentId: string }) {
  const { data: o, error, loading } = useApi<Overview>(paths.overview(agentId));
  if (loading && !o) return <Spinner />;
  if (error || !o) return <p role="alert">{error ?? TEXTS.common.error}</p>;
  return (
    <div className="ow-grid">
      <section className="ow-card" aria-labelledby="ow-upcoming">
        <h2 id="ow-upcoming">{TEXTS.overview.upcoming}</h2>
        <UpcomingDays o={o} />
      </section>
      <section className="ow-card" aria-labelledby="ow-week">
        <h2 id="ow-week">{TEXTS.overview.callsWeek}</h2>
        <dl className="ow-kv">
          {CALL_OUTCOMES.filter((k) => k !== 'other').map((k) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{outcomeLabel(k)}</dt>
              <dd>
                <Link to={`/dashboard/${agentId}/calls?outcome=${k}`}>{o.callsThisWeek[k]}</Link>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ow-card" aria-labelledby="ow-money">
        <h2 id="ow-money">{TEXTS.overview.bookedJobs}</h2>
        <dl className="ow-kv">
          <dt>{TEXTS.overview.bookedJobs}</dt>
          <dd>{o.bookedJobs}</dd>
          <dt>{TEXTS.overview.revenue}</dt>
          <dd>{usd(o.estimatedRevenue)}</dd>
        </dl>
        <p>{o.plan.status === 'trial' ? TEXTS.overview.trialLeft(o.plan.trialDaysLeft) : o.plan.plan ? TEXTS.overview.plan(o.plan.plan) : TEXTS.overview.planState[o.plan.status]}</p>
        <p>{TEXTS.overview.metered(o.metered.bookings, usdCents(o.metered.amountUsd))}</p>
      </section>
    </div>
  );
}

/** `/dashboard/:agentId` */
export default function OverviewPage({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId!;
  return (
    <PortalLayout agentId={agentId} section="overview" title={TEXTS.overview.title}>
      {() => <OverviewBody agentId={agentId} />}
    </PortalLayout>
  );
}
