import { Link } from 'react-router';
import type { CallDetail } from '@bookline/contracts';
import { Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { paths } from '../lib/api';
import { callerLine, duration, outcomeLabel } from '../lib/format';
import { fmtWhen } from '../lib/zoned';
import { useApi } from '../lib/use-api';
import { TEXTS } from '../texts';

function CallBody({ agentId, callId }: { agentId: string; callId: string }) {
  const { data: c, error, loading } = useApi<CallDetail>(paths.call(agentId, callId));
  if (loading && !c) return <Spinner />;
  if (error || !c) return <p role="alert">{error ?? TEXTS.common.error}</p>;
  return (
    <>
      <p>
        <Link to={`/dashboard/${agentId}/calls`}>← {TEXTS.call.back}</Link>
      </p>
      <div className="ow-grid">
        <section className="ow-card" aria-labelledby="ow-call-facts">
          <h2 id="ow-call-facts">{TEXTS.call.summary}</h2>
          <p>{c.summary}</p>
          <dl className="ow-kv">
            <dt>{TEXTS.call.outcome}</dt>
            <dd>
              <span className={`ow-badge ow-badge--${c.outcome}`}>{outcomeLabel(c.outcome)}</span>
            </dd>
            <dt>{TEXTS.call.caller}</dt>
            <dd>{[c.callerName, callerLine(c) || c.channel].filter(Boolean).join(' · ')}</dd>
            <dt>{TEXTS.calls.when}</dt>
            <dd>
              {fmtWhen(c.startedAt, c.timeZone)}
              {c.endedAt ? ` · ${duration(c.endedAt - c.startedAt)}` : ''}
            </dd>
          </dl>
          {c.bookings.length ? (
            <>
              <h3>{TEXTS.call.booking}</h3>
              <ul className="ow-list">
                {c.bookings.map((b) => (
                  <li key={b.bookingId} className="ow-row">
                    <strong>{b.service}</strong>
                    <span>
                      {fmtWhen(Date.parse(b.start), c.timeZone)}
                      {b.status === 'cancelled' ? ' (cancelled)' : ''}
                    </span>
                    {b.address ? <span className="ow-muted">{b.address}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {c.message ? (
            <>
              <h3>{TEXTS.call.message}</h3>
              <blockquote>{c.message.text}</blockquote>
            </>
          ) : null}
        </section>
        <section className="ow-card" aria-labelledby="ow-earlier">
          <h2 id="ow-earlier">{TEXTS.call.earlier}</h2>
          {c.earlier.length ? (
            <ul className="ow-list">
              {c.earlier.map((e) => (
                <li key={e.callId} className="ow-row">
                  <Link to={`/dashboard/${agentId}/calls/${e.callId}`}>{fmtWhen(e.startedAt, c.timeZone)}</Link>
                  <span>
                    {outcomeLabel(e.outcome)} · {e.summary}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{TEXTS.call.noEarlier}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="ow-transcript" style={{ marginTop: 24 }}>
        <h2 id="ow-transcript">{TEXTS.call.transcript}</h2>
        <ol className="ow-transcript">
          {c.transcript.map((t, i) => (
            <li key={i} data-role={t.role}>
              <strong>{t.role === 'caller' ? TEXTS.call.caller : TEXTS.call.receptionist}: </strong>
              {t.text}
              {t.interrupted ? ` ${TEXTS.call.interrupted}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** `/dashboard/:agentId/calls/:callId` */
export default function CallPage({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId!;
  return (
    <PortalLayout agentId={agentId} section="calls" title={TEXTS.call.title}>
      {() => <CallBody agentId={agentId} callId={params.callId!} />}
    </PortalLayout>
  );
}
