import { useCallback, useEffect, useId, useState } from 'react';
import type { PlanAnswer, PlanRoute } from '@bookline/contracts';
import { Button, Field, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { ApiError } from '../lib/api';
import { dayLabel } from '../lib/format';
import { ops } from '../lib/ops-api';
import { addDays, fmtTimes, localDate } from '../lib/zoned';
import { TEXTS } from '../texts';

const T = TEXTS.plan;
/** Route colours with at least 3:1 contrast on white; stops also carry numbers, so colour is never the only cue. */
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#be123c', '#6d28d9', '#0e7490', '#4d7c0f', '#9d174d'];

/**
 * The routes drawn from their coordinates alone (no map tiles): an equirectangular projection
 * of the day's bounding box, home bases as squares, stops as numbered circles.
 */
function RouteMap({ routes, label }: { routes: PlanRoute[]; label: string }) {
  const titleId = useId();
  const descId = useId();
  const W = 320;
  const H = 220;
  const pad = 18;
  const pts = routes.flatMap((r) => [r.home, ...r.stops.map((s) => s.location)]);
  if (!pts.length) return null;
  const lat0 = pts.reduce((s, p) => s + p.lat, 0) / pts.length;
  const kx = Math.cos((lat0 * Math.PI) / 180);
  const xs = pts.map((p) => p.lng * kx);
  const ys = pts.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = Math.max(maxX - minX, maxY - minY, 0.01);
  const scale = Math.min((W - 2 * pad) / span, (H - 2 * pad) / span);
  const cx = (W - (maxX - minX) * scale) / 2;
  const cy = (H - (maxY - minY) * scale) / 2;
  const at = (p: { lat: number; lng: number }) => [cx + (p.lng * kx - minX) * scale, H - (cy + (p.lat - minY) * scale)] as const;
  const stops = routes.reduce((n, r) => n + r.stops.length, 0);
  return (
    <svg className="ow-map" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
      <title id={titleId}>{T.map(label)}</title>
      <desc id={descId}>{T.mapDesc(routes.length, stops)}</desc>
      <rect x="0" y="0" width={W} height={H} fill="#f8fafc" stroke="#cbd5e1" />
      {routes.map((r, i) => {
        const colour = COLOURS[i % COLOURS.length]!;
        const line = [r.home, ...r.stops.map((s) => s.location), r.home].map((p) => at(p).join(',')).join(' ');
        const [hx, hy] = at(r.home);
        return (
          <g key={r.technicianId}>
            {r.stops.length ? <polyline points={line} fill="none" stroke={colour} strokeWidth="2.5" strokeLinejoin="round" strokeDasharray={i % 2 ? '6 3' : undefined} /> : null}
            <rect x={hx - 6} y={hy - 6} width="12" height="12" fill={colour} />
            {r.stops.map((s, n) => {
              const [x, y] = at(s.location);
              return (
                <g key={s.bookingId}>
                  <circle cx={x} cy={y} r="9" fill="#fff" stroke={colour} strokeWidth="2.5" />
                  <text x={x} y={y + 4} textAnchor="middle" fontSize="11" fontWeight="700" fill="#0f172a">{n + 1}</text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

function RouteList({ plan, routes, other }: { plan: PlanAnswer; routes: PlanRoute[]; other?: PlanRoute[] }) {
  return (
    <>
      {routes.map((r, i) => (
        <section key={r.technicianId} className="ow-route" aria-label={r.name}>
          <h3>
            <span className="ow-swatch" style={{ background: COLOURS[i % COLOURS.length] }} aria-hidden="true" />
            {r.name} · {T.drive(r.driveMinutes)}
          </h3>
          {!r.feasible ? <p role="note" className="ow-warn">{T.late}</p> : null}
          {r.stops.length ? (
            <ol className="ow-list">
              {r.stops.map((s) => {
                const was = other?.find((o) => o.stops.some((x) => x.bookingId === s.bookingId));
                return (
                  <li key={s.bookingId} className="ow-row">
                    <span className="ow-muted">{T.drive(s.driveMinutesBefore)}</span>
                    <strong>
                      {fmtTimes(s.start, s.end, plan.timeZone)} · {s.serviceName}
                    </strong>
                    <span>{[s.customerName, s.address].filter(Boolean).join(' · ')}</span>
                    <span className="ow-muted">
                      {T.promised(fmtTimes(s.windowStart, s.windowEnd, plan.timeZone))}
                      {was && was.technicianId !== r.technicianId ? ` · ${T.moved(r.name)}` : ''}
                    </span>
                  </li>
                );
              })}
              <li className="ow-muted">{T.homeDrive(r.homeDriveMinutes)}</li>
            </ol>
          ) : (
            <p className="ow-muted">{T.dayOff}</p>
          )}
        </section>
      ))}
    </>
  );
}

function PlanBody({ agentId }: { agentId: string }) {
  const [date, setDate] = useState<string>();
  const [plan, setPlan] = useState<PlanAnswer | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback((d?: string) => {
    setError('');
    return ops.plan(agentId, d).then((p) => {
      setPlan(p);
      setDate(p.date);
    }, (e: Error) => setError(e.message));
  }, [agentId]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!plan) return error ? <div role="alert"><p>{error}</p><Button onClick={() => void load(date)}>{TEXTS.common.retry}</Button></div> : <Spinner />;

  const apply = async () => {
    setBusy(true);
    setStatus('');
    setError('');
    try {
      const r = await ops.applyPlan(agentId, { date: plan.date, token: plan.token });
      setPlan(r.plan);
      setStatus(T.applied(r.applied, r.daySheets));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        await load(plan.date);
        setError(T.stale);
      } else setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const jobs = plan.current.reduce((n, r) => n + r.stops.length, 0);
  const today = localDate(Date.now(), plan.timeZone);

  return (
    <div className="ow-plan">
      <p className="ow-muted">{T.lead}</p>
      <div className="ow-actions ow-plan__day">
        <Field label={T.day}>
          {(ids) => (
            <input {...ids} type="date" min={today} max={addDays(today, 60)} value={date ?? ''} onChange={(e) => { setDate(e.target.value); setStatus(''); if (e.target.value) void load(e.target.value); }} />
          )}
        </Field>
      </div>
      <h2>{dayLabel(plan.date)}</h2>
      {!plan.travels ? (
        <p>{T.fixed}</p>
      ) : jobs === 0 ? (
        <p>{T.noJobs}</p>
      ) : (
        <>
          <div className="ow-card ow-plan__summary" aria-live="polite">
            <p>{T.summary(plan.driveMinutesBefore, plan.driveMinutesAfter)}</p>
            {plan.changed ? <p><strong>{T.saves(plan.savedMinutes)}</strong></p> : <p>{T.noChange}</p>}
            <Button onClick={() => void apply()} disabled={busy || !plan.changed}>{busy ? T.applying : T.apply}</Button>
            <p role="status" className="ow-status">{status}</p>
            {error ? <p role="alert">{error}</p> : null}
          </div>
          <div className="ow-plan__cols">
            <section className="ow-card" aria-labelledby="ow-plan-current">
              <h2 id="ow-plan-current">{T.current}</h2>
              <RouteMap routes={plan.current} label={T.current} />
              <RouteList plan={plan} routes={plan.current} />
            </section>
            <section className="ow-card" aria-labelledby="ow-plan-proposed">
              <h2 id="ow-plan-proposed">{T.proposed}</h2>
              <RouteMap routes={plan.proposed} label={T.proposed} />
              <RouteList plan={plan} routes={plan.proposed} other={plan.current} />
            </section>
          </div>
        </>
      )}
      {!plan.travels || jobs === 0 ? (error ? <p role="alert">{error}</p> : null) : null}
    </div>
  );
}

/** `/dashboard/:agentId/plan`: tomorrow's routes per technician, the better plan and Apply. */
export default function PlanPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="plan" title={T.title}>
      {() => <PlanBody agentId={params.agentId!} />}
    </PortalLayout>
  );
}
