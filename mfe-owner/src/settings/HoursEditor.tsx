import { useId } from 'react';
import { WEEKDAYS, type Closure, type WeeklySchedule } from '@bookline/contracts';
import { Button } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.settings;
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const h = Math.floor(i / 2);
  return `${h % 12 === 0 ? 12 : h % 12}:${i % 2 ? '30' : '00'} ${h < 12 ? 'AM' : 'PM'}`;
});
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The week's opening hours: open or closed, opening and closing time for each day. */
export function HoursEditor({ hours, onChange }: { hours: WeeklySchedule; onChange: (h: WeeklySchedule) => void }) {
  const id = useId();
  return (
    <div>
      {WEEKDAYS.map((d) => {
        const day = hours[d];
        const r = day.ranges[0] ?? { startTime: '9:00 AM', endTime: '5:00 PM' };
        const set = (patch: Partial<typeof r>, isOpen = day.isOpen) => onChange({ ...hours, [d]: { isOpen, ranges: [{ ...r, ...patch }, ...day.ranges.slice(1)] } });
        const options = (v: string) => (TIMES.includes(v) ? TIMES : [v, ...TIMES]).map((t) => <option key={t} value={t}>{t}</option>);
        return (
          <div key={d} className="ow-day">
            <label className="ow-check"><input type="checkbox" checked={day.isOpen} onChange={(e) => set({}, e.target.checked)} />{T.open(cap(d))}</label>
            <div className="bl-field">
              <label htmlFor={`${id}-${d}-s`}>{T.opens(cap(d))}</label>
              <select id={`${id}-${d}-s`} disabled={!day.isOpen} value={r.startTime} onChange={(e) => set({ startTime: e.target.value })}>{options(r.startTime)}</select>
            </div>
            <div className="bl-field">
              <label htmlFor={`${id}-${d}-e`}>{T.closes(cap(d))}</label>
              <select id={`${id}-${d}-e`} disabled={!day.isOpen} value={r.endTime} onChange={(e) => set({ endTime: e.target.value })}>{options(r.endTime)}</select>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** Whole days the business is closed (holidays). */
export function ClosuresEditor({ closures, onChange }: { closures: Closure[]; onChange: (c: Closure[]) => void }) {
  const id = useId();
  return (
    <div>
      <p className="ow-muted">{T.closuresLead}</p>
      {closures.map((c, i) => (
        <div key={i} className="ow-repeat">
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-d`}>{T.closureDate}</label>
            <input id={`${id}-${i}-d`} type="date" required value={c.date} onChange={(e) => onChange(closures.map((x, j) => (j === i ? { ...x, date: e.target.value } : x)))} />
          </div>
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-l`}>{T.closureLabel}</label>
            <input id={`${id}-${i}-l`} maxLength={80} value={c.label} onChange={(e) => onChange(closures.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))} />
          </div>
          <Button variant="ghost" onClick={() => onChange(closures.filter((_, j) => j !== i))} aria-label={`${T.remove}: ${c.date || T.closureDate}`}>{T.remove}</Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...closures, { date: '', label: 'Closed' }])}>{T.addClosure}</Button>
    </div>
  );
}
