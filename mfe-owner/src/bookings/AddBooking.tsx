import { useState } from 'react';
import type { BookingsAnswer, OwnerSlot } from '@bookline/contracts';
import { Button, Field } from '@bookline/ui';
import { ops } from '../lib/ops-api';
import { TEXTS } from '../texts';
import { SlotPicker } from './SlotPicker';

const T = TEXTS.bookings;

/** Add a booking: service (and ZIP for travelling businesses), a free time, the customer. */
export function AddBooking({ agentId, data, today, onAdded }: { agentId: string; data: BookingsAnswer; today: string; onAdded: (message: string) => void }) {
  const [service, setService] = useState(data.services[0]?.name ?? '');
  const [zip, setZip] = useState('');
  const [slot, setSlot] = useState<OwnerSlot | null>(null);
  const [c, setC] = useState({ name: '', phone: '', email: '', address: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!slot) return setError(T.pickTime);
    setBusy(true);
    setError('');
    try {
      const address = data.travels && zip && !c.address.includes(zip) ? `${c.address} ${zip}`.trim() : c.address;
      await ops.add(agentId, { service, start: slot.start, technicianId: slot.technicianId, customer: { name: c.name, phone: c.phone, ...(c.email ? { email: c.email } : {}), ...(address ? { address } : {}) } });
      setSlot(null);
      setC({ name: '', phone: '', email: '', address: '' });
      onAdded(T.added);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof c) => (e: React.ChangeEvent<HTMLInputElement>) => setC({ ...c, [k]: e.target.value });
  return (
    <form className="ow-card" aria-labelledby="bk-add" onSubmit={(e) => void save(e)}>
      <h2 id="bk-add">{T.addTitle}</h2>
      <Field label={T.service} required>
        {(ids) => (
          <select {...ids} value={service} onChange={(e) => { setService(e.target.value); setSlot(null); }}>
            {data.services.map((s) => <option key={s.name} value={s.name}>{s.name} ({s.durationMinutes} min)</option>)}
          </select>
        )}
      </Field>
      {data.travels ? <Field label={T.zip} required>{(ids) => <input {...ids} inputMode="numeric" pattern="\d{5}" value={zip} onChange={(e) => setZip(e.target.value)} />}</Field> : null}
      <SlotPicker key={`${service}|${zip}`} initialDate={today} search={(date) => ops.slotsForNew(agentId, { service, date, ...(zip ? { zip } : {}) })} value={slot} onChange={setSlot} />
      <Field label={T.customerName} required>{(ids) => <input {...ids} autoComplete="off" value={c.name} onChange={set('name')} />}</Field>
      <Field label={T.customerPhone} required>{(ids) => <input {...ids} type="tel" autoComplete="off" value={c.phone} onChange={set('phone')} />}</Field>
      <Field label={T.customerEmail}>{(ids) => <input {...ids} type="email" autoComplete="off" value={c.email} onChange={set('email')} />}</Field>
      {data.travels ? <Field label={T.customerAddress} required>{(ids) => <input {...ids} autoComplete="off" value={c.address} onChange={set('address')} />}</Field> : null}
      <Button type="submit" disabled={busy}>{T.addSave}</Button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
