import { useState } from 'react';
import type { OwnerTimeOff } from '@bookline/contracts';
import { Button, Field } from '@bookline/ui';
import { ops } from '../lib/ops-api';
import { fmtSpan, fmtWhen, zonedInstant } from '../lib/zoned';
import { TEXTS } from '../texts';

const T = TEXTS.bookings;

/** Block time off (a day, from, to) and list what is blocked. */
export function TimeOff({ agentId, timeZone, list, today, onChanged }: { agentId: string; timeZone: string; list: OwnerTimeOff[]; today: string; onChanged: (message: string) => void }) {
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState('09:00');
  const [to, setTo] = useState('12:00');
  const [label, setLabel] = useState('');
  const [error, setError] = useState('');
  const run = async (work: () => Promise<unknown>, done: string) => {
    setError('');
    try {
      await work();
      onChanged(done);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    void run(() => ops.addTimeOff(agentId, { start: zonedInstant(date, from, timeZone), end: zonedInstant(date, to, timeZone), ...(label ? { label } : {}) }), T.timeOffSaved);
  };
  return (
    <section className="ow-card" aria-labelledby="bk-off">
      <h2 id="bk-off">{T.timeOff}</h2>
      <p className="ow-muted">{T.timeOffLead}</p>
      {list.length ? (
        <ul className="ow-list">
          {list.map((x) => (
            <li key={x.id} className="ow-row">
              <span>{fmtSpan(x.start, x.end, timeZone)} {x.label}</span>
              <Button variant="ghost" onClick={() => void run(() => ops.removeTimeOff(agentId, x.id), T.timeOffRemoved)} aria-label={`${T.timeOffRemove}: ${fmtWhen(x.start, timeZone)}`}>{T.timeOffRemove}</Button>
            </li>
          ))}
        </ul>
      ) : <p>{T.timeOffNone}</p>}
      <form onSubmit={save} className="ow-inline-form">
        <Field label={T.timeOffDate} required>{(ids) => <input {...ids} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}</Field>
        <Field label={T.timeOffFrom} required>{(ids) => <input {...ids} type="time" step={900} value={from} onChange={(e) => setFrom(e.target.value)} />}</Field>
        <Field label={T.timeOffTo} required>{(ids) => <input {...ids} type="time" step={900} value={to} onChange={(e) => setTo(e.target.value)} />}</Field>
        <Field label={T.timeOffLabel}>{(ids) => <input {...ids} value={label} maxLength={120} onChange={(e) => setLabel(e.target.value)} />}</Field>
        <Button type="submit">{T.timeOffSave}</Button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
