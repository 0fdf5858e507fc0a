import { useId } from 'react';
import type { ServiceOffering } from '@bookline/contracts';
import { Button } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.settings;
const dollars = (c?: number) => (c === undefined ? '' : String(c / 100));
const cents = (v: string) => (v.trim() === '' ? undefined : Math.round(Number(v) * 100));

/** Services with duration and price range (dollars on screen, cents on the wire). */
export function ServicesEditor({ services, onChange }: { services: ServiceOffering[]; onChange: (s: ServiceOffering[]) => void }) {
  const id = useId();
  const set = (i: number, patch: Partial<ServiceOffering>) => onChange(services.map((s, j) => {
    if (j !== i) return s;
    const next = { ...s, ...patch };
    for (const k of ['priceFromCents', 'priceToCents'] as const) if (next[k] === undefined || Number.isNaN(next[k])) delete next[k];
    return next;
  }));
  return (
    <div>
      {services.map((s, i) => (
        <div key={i} className="ow-repeat">
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-n`}>{T.serviceName}</label>
            <input id={`${id}-${i}-n`} required maxLength={120} value={s.name} onChange={(e) => set(i, { name: e.target.value })} />
          </div>
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-m`}>{T.duration}</label>
            <input id={`${id}-${i}-m`} type="number" min={5} max={1440} step={5} required value={s.durationMinutes} onChange={(e) => set(i, { durationMinutes: Number(e.target.value) })} />
          </div>
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-f`}>{T.priceFrom}</label>
            <input id={`${id}-${i}-f`} type="number" min={0} step="0.01" value={dollars(s.priceFromCents)} onChange={(e) => set(i, { priceFromCents: cents(e.target.value) })} />
          </div>
          <div className="bl-field">
            <label htmlFor={`${id}-${i}-t`}>{T.priceTo}</label>
            <input id={`${id}-${i}-t`} type="number" min={0} step="0.01" value={dollars(s.priceToCents)} onChange={(e) => set(i, { priceToCents: cents(e.target.value) })} />
          </div>
          <Button variant="ghost" onClick={() => onChange(services.filter((_, j) => j !== i))} aria-label={`${T.remove}: ${s.name || T.serviceName}`}>{T.remove}</Button>
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...services, { name: '', durationMinutes: 60 }])}>{T.addService}</Button>
    </div>
  );
}
