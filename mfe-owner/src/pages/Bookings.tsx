import { useCallback, useEffect, useState } from 'react';
import type { BookingsAnswer, OwnerBooking } from '@bookline/contracts';
import { Button, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { AddBooking } from '../bookings/AddBooking';
import { BookingRow } from '../bookings/BookingRow';
import { TimeOff } from '../bookings/TimeOff';
import { ops } from '../lib/ops-api';
import { addDays, fmtDay, localDate, mondayOf } from '../lib/zoned';
import { TEXTS } from '../texts';

const T = TEXTS.bookings;
type View = 'upcoming' | 'past' | 'week';

function WeekView({ agentId, data, monday, onChanged }: { agentId: string; data: BookingsAnswer; monday: string; onChanged: (m: string) => void }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const byDay = new Map<string, OwnerBooking[]>(days.map((d) => [d, []]));
  for (const b of data.bookings) byDay.get(localDate(b.start, data.timeZone))?.push(b);
  const now = Date.now();
  return (
    <ol className="ow-week">
      {days.map((d) => (
        <li key={d} className="ow-week__day">
          <h3>{fmtDay(d)}</h3>
          {byDay.get(d)!.length ? (
            <ul className="ow-list">
              {byDay.get(d)!.map((b) => <BookingRow key={b.id} agentId={agentId} booking={b} timeZone={data.timeZone} editable={b.start > now} onChanged={onChanged} />)}
            </ul>
          ) : <p className="ow-muted">{T.noneDay}</p>}
        </li>
      ))}
    </ol>
  );
}

function BookingsView({ agentId }: { agentId: string }) {
  const [view, setView] = useState<View>('upcoming');
  const [monday, setMonday] = useState('');
  const [data, setData] = useState<BookingsAnswer | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [tz, setTz] = useState('');

  const load = useCallback(async () => {
    setError('');
    try {
      const q = view === 'week' && monday ? { from: monday, to: addDays(monday, 6) } : { when: view === 'past' ? 'past' as const : 'upcoming' as const };
      const r = await ops.bookings(agentId, q);
      setData(r);
      setTz(r.timeZone);
      if (view === 'week' && !monday) setMonday(mondayOf(localDate(Date.now(), r.timeZone)));
    } catch (e) {
      setError((e as Error).message);
    }
  }, [agentId, view, monday]);
  useEffect(() => void load(), [load]);

  const changed = (message: string) => {
    setStatus(message);
    void load();
  };
  const today = tz ? localDate(Date.now(), tz) : new Date().toISOString().slice(0, 10);

  return (
    <>
      <div className="ow-actions" role="group" aria-label={T.views}>
        {(['upcoming', 'past', 'week'] as const).map((v) => (
          <Button key={v} variant={view === v ? 'primary' : 'secondary'} aria-pressed={view === v} onClick={() => { setView(v); setData(null); }}>{T[v]}</Button>
        ))}
      </div>
      <p role="status" className="ow-status">{status}</p>
      {error ? <div role="alert"><p>{error}</p><Button onClick={() => void load()}>{TEXTS.common.retry}</Button></div> : null}
      {!data ? (error ? null : <Spinner />) : (
        <div className="ow-bookings">
          <section aria-labelledby="bk-list" className="ow-bookings__main">
            {view === 'week' ? (
              <>
                <h2 id="bk-list">{monday ? T.weekOf(fmtDay(monday)) : T.week}</h2>
                <div className="ow-actions">
                  <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>{T.prevWeek}</Button>
                  <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>{T.nextWeek}</Button>
                </div>
                <WeekView agentId={agentId} data={data} monday={monday || mondayOf(today)} onChanged={changed} />
              </>
            ) : (
              <>
                <h2 id="bk-list">{T[view]}</h2>
                {data.bookings.length ? (
                  <ul className="ow-list">
                    {data.bookings.map((b) => <BookingRow key={b.id} agentId={agentId} booking={b} timeZone={data.timeZone} editable={view === 'upcoming'} onChanged={changed} />)}
                  </ul>
                ) : <p>{T.none}</p>}
              </>
            )}
          </section>
          <div className="ow-bookings__side">
            <AddBooking agentId={agentId} data={data} today={today} onAdded={changed} />
            <TimeOff agentId={agentId} timeZone={data.timeZone} list={data.timeOff} today={today} onChanged={changed} />
          </div>
        </div>
      )}
    </>
  );
}

/** Upcoming and past bookings, a week view; move, cancel, add a booking, block time off. */
export default function BookingsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="bookings" title={T.title}>
      {() => <BookingsView agentId={params.agentId!} />}
    </PortalLayout>
  );
}
