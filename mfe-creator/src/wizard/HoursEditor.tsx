import { WEEKDAYS, minutesToTime, type DaySchedule, type Weekday, type WeeklySchedule } from '@bookline/contracts';

/** 12:00 AM … 11:30 PM in 30-minute steps (spec §5). */
export const TIME_CHOICES = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30));
const DAY_LABEL: Record<Weekday, string> = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' };

/** Spec §4 hours rules on one day. Add break: first range ends 12:00 PM, then 1:00 PM–5:00 PM. */
export function addBreak(day: DaySchedule): DaySchedule {
  if (day.ranges.length !== 1) return day;
  return { ...day, ranges: [{ startTime: day.ranges[0]!.startTime, endTime: '12:00 PM' }, { startTime: '1:00 PM', endTime: '5:00 PM' }] };
}
export function toggleOpen(day: DaySchedule, open: boolean): DaySchedule {
  return open ? { isOpen: true, ranges: day.ranges.length ? day.ranges : [{ startTime: '9:00 AM', endTime: '5:00 PM' }] } : { isOpen: false, ranges: [] };
}
export const removeRange = (day: DaySchedule, i: number): DaySchedule => (day.ranges.length > 1 ? { ...day, ranges: day.ranges.filter((_, j) => j !== i) } : day);

function TimeSelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {TIME_CHOICES.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}

export function HoursEditor({ week, onChange }: { week: WeeklySchedule; onChange: (w: WeeklySchedule) => void }) {
  const set = (d: Weekday, day: DaySchedule) => onChange({ ...week, [d]: day });
  return (
    <fieldset className="cr-hours">
      <legend>Business hours</legend>
      {WEEKDAYS.map((d) => {
        const day = week[d];
        return (
          <div key={d} className="cr-hours__day" data-day={d}>
            <label className="cr-check">
              <input type="checkbox" checked={day.isOpen} onChange={(e) => set(d, toggleOpen(day, e.target.checked))} />
              <span className="cr-hours__name">{DAY_LABEL[d]}</span>
              <span className="cr-hours__state">{day.isOpen ? 'Open' : 'Closed'}</span>
            </label>
            {day.isOpen ? (
              <div className="cr-hours__ranges">
                {day.ranges.map((r, i) => (
                  <div key={i} className="cr-hours__range">
                    <TimeSelect label={`${DAY_LABEL[d]} opens${i ? ' after break' : ''}`} value={r.startTime} onChange={(v) => set(d, { ...day, ranges: day.ranges.map((x, j) => (j === i ? { ...x, startTime: v } : x)) })} />
                    <span aria-hidden="true">to</span>
                    <TimeSelect label={`${DAY_LABEL[d]} closes${i === 0 && day.ranges.length > 1 ? ' for break' : ''}`} value={r.endTime} onChange={(v) => set(d, { ...day, ranges: day.ranges.map((x, j) => (j === i ? { ...x, endTime: v } : x)) })} />
                    {day.ranges.length > 1 ? (
                      <button type="button" className="bl-btn bl-btn--ghost cr-small" onClick={() => set(d, removeRange(day, i))} aria-label={`Remove ${DAY_LABEL[d]} hours ${r.startTime} to ${r.endTime}`}>
                        Remove
                      </button>
                    ) : null}
                  </div>
                ))}
                {day.ranges.length === 1 ? (
                  <button type="button" className="bl-btn bl-btn--ghost cr-small" onClick={() => set(d, addBreak(day))} aria-label={`Add break on ${DAY_LABEL[d]}`}>
                    Add break
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
