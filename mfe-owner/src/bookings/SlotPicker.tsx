import { useId, useState } from 'react';
import type { OwnerSlot, SlotsAnswer } from '@bookline/contracts';
import { Button } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.bookings;

/** A day field, "Find free times", then the free times as radio buttons (same engine as calls). */
export function SlotPicker({ initialDate, search, value, onChange }: {
  initialDate: string;
  search: (date: string) => Promise<SlotsAnswer>;
  value: OwnerSlot | null;
  onChange: (s: OwnerSlot | null) => void;
}) {
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const [slots, setSlots] = useState<OwnerSlot[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const find = async () => {
    setBusy(true);
    setNote('');
    onChange(null);
    try {
      const r = await search(date);
      setSlots(r.slots);
      if (!r.slots.length) setNote(r.say ?? T.noTimes);
    } catch (e) {
      setNote((e as Error).message);
      setSlots([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ow-slots">
      <div className="bl-field">
        <label htmlFor={`${id}-d`}>{T.date}</label>
        <input id={`${id}-d`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <Button variant="secondary" onClick={() => void find()} disabled={busy || !date}>{busy ? T.searching : T.findTimes}</Button>
      {note ? <p role="status">{note}</p> : null}
      {slots?.length ? (
        <fieldset className="ow-slot-list">
          <legend>{T.times}</legend>
          {slots.map((s) => (
            <label key={`${s.technicianId}-${s.start}`} className="ow-slot">
              <input type="radio" name={`${id}-slot`} checked={value?.start === s.start && value.technicianId === s.technicianId} onChange={() => onChange(s)} />
              {s.label}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
