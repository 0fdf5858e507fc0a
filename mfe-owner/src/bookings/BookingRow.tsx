import { useState } from 'react';
import type { OwnerBooking, OwnerSlot } from '@bookline/contracts';
import { Button } from '@bookline/ui';
import { ops } from '../lib/ops-api';
import { fmtSpan, localDate } from '../lib/zoned';
import { TEXTS } from '../texts';
import { SlotPicker } from './SlotPicker';

const T = TEXTS.bookings;

/** One booking: when, what, who; Move (free times from the same engine) and Cancel when upcoming. */
export function BookingRow({ agentId, booking: b, timeZone, editable, onChanged }: {
  agentId: string;
  booking: OwnerBooking;
  timeZone: string;
  editable: boolean;
  onChanged: (message: string) => void;
}) {
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [slot, setSlot] = useState<OwnerSlot | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    try {
      await work();
      setMode('view');
      onChanged(done);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const what = `${b.serviceName}${b.customer.name ? ` — ${b.customer.name}` : ''}`;
  return (
    <li className="ow-row" data-booking-id={b.id}>
      <strong>{fmtSpan(b.start, b.end, timeZone)}</strong>
      <span>{what}</span>
      {b.customer.phone ? <span className="ow-muted">{b.customer.phone}</span> : null}
      {b.customer.address ? <span className="ow-muted">{b.customer.address}</span> : null}
      {b.priceText ? <span className="ow-muted">{T.price}: {b.priceText}</span> : null}
      <span><span className="ow-badge">{b.source === 'portal' ? T.fromPortal : T.fromCall}</span></span>
      {editable && mode === 'view' ? (
        <div className="ow-actions">
          <Button variant="secondary" onClick={() => setMode('move')} aria-label={`${T.move}: ${what}`}>{T.move}</Button>
          <Button variant="ghost" onClick={() => setMode('cancel')} aria-label={`${T.cancel}: ${what}`}>{T.cancel}</Button>
        </div>
      ) : null}
      {mode === 'move' ? (
        <div role="group" aria-label={T.moveTitle(what)} className="ow-panel">
          <SlotPicker initialDate={localDate(b.start, timeZone)} search={(date) => ops.slotsToMove(agentId, b.id, date)} value={slot} onChange={setSlot} />
          <div className="ow-actions">
            <Button disabled={!slot || busy} onClick={() => slot && void act(() => ops.move(agentId, b.id, slot), T.moved)}>{T.moveTo}</Button>
            <Button variant="ghost" onClick={() => setMode('view')}>{T.close}</Button>
          </div>
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div role="group" aria-label={T.cancel} className="ow-panel">
          <p>{T.cancelConfirm}</p>
          <div className="ow-actions">
            <Button disabled={busy} onClick={() => void act(() => ops.cancel(agentId, b.id), T.cancelled)}>{T.cancelYes}</Button>
            <Button variant="ghost" onClick={() => setMode('view')}>{T.cancelNo}</Button>
          </div>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </li>
  );
}
