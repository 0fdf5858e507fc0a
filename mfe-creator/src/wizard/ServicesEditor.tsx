import { newRow, type ServiceRow } from './store';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480];
const durationLabel = (m: number) => (m < 60 ? `${m} min` : `${m / 60} h`.replace('.5 h', ' h 30 min'));

/** Services & prices: what the receptionist quotes and books. */
export function ServicesEditor({ rows, onChange }: { rows: ServiceRow[]; onChange: (rows: ServiceRow[]) => void }) {
  const update = (key: number, patch: Partial<ServiceRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <div className="cr-services">
      {rows.length === 0 ? <p className="bl-field__hint">No services yet. Choose your kind of business above or add one.</p> : null}
      <ul className="cr-services__list">
        {rows.map((r, i) => (
          <li key={r.key} className="cr-services__row">
            <label>
              <span>Service {i + 1}</span>
              <input value={r.name} onChange={(e) => update(r.key, { name: e.target.value })} maxLength={120} />
            </label>
            <label>
              <span>Duration</span>
              <select value={r.durationMinutes} onChange={(e) => update(r.key, { durationMinutes: Number(e.target.value) })}>
                {[...new Set([...DURATIONS, r.durationMinutes])].sort((a, b) => a - b).map((m) => (
                  <option key={m} value={m}>
                    {durationLabel(m)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Price from ($)</span>
              <input inputMode="decimal" value={r.priceFrom} onChange={(e) => update(r.key, { priceFrom: e.target.value })} />
            </label>
            <label>
              <span>Price to ($, optional)</span>
              <input inputMode="decimal" value={r.priceTo} onChange={(e) => update(r.key, { priceTo: e.target.value })} />
            </label>
            <button type="button" className="bl-btn bl-btn--ghost cr-small" onClick={() => onChange(rows.filter((x) => x.key !== r.key))} aria-label={`Remove service ${r.name || i + 1}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="bl-btn bl-btn--secondary cr-small" onClick={() => onChange([...rows, newRow()])}>
        Add service
      </button>
    </div>
  );
}
