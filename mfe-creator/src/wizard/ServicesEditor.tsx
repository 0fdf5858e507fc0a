import { TEXTS } from '../texts';
import { newRow, type ServiceRow } from './store';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480];
const durationLabel = (m: number) => (m < 60 ? `${m} min` : `${m / 60} h`.replace('.5 h', ' h 30 min'));

/** Services & prices: what the receptionist quotes and books. */
export function ServicesEditor({ rows, onChange }: { rows: ServiceRow[]; onChange: (rows: ServiceRow[]) => void }) {
  // Any edit makes a row the owner's own: a suggestion they changed or confirmed is no longer a suggestion.
  const update = (key: number, patch: Partial<ServiceRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...withoutOrigin(r, patch), ...patch } : r)));
  const suggested = rows.some((r) => r.origin === 'suggested');
  return (
    <div className="cr-services">
      {rows.length === 0 ? <p className="bl-field__hint">No services yet. Choose your kind of business above or add one.</p> : null}
      {suggested ? <p className="bl-field__hint" role="note">{TEXTS.business.servicesSuggestedNote}</p> : null}
      <ul className="cr-services__list">
        {rows.map((r, i) => (
          <li key={r.key} className={`cr-services__row${r.origin ? ` cr-services__row--${r.origin}` : ''}`} aria-describedby={r.origin ? `svc-origin-${r.key}` : undefined}>
            {r.origin ? (
              <p id={`svc-origin-${r.key}`} className={`cr-services__origin cr-services__origin--${r.origin}`}>
                {r.origin === 'site' ? TEXTS.business.serviceFromSite : TEXTS.business.serviceSuggested}
                {r.origin === 'suggested' ? (
                  <button type="button" className="bl-btn bl-btn--secondary cr-small" onClick={() => update(r.key, {})} aria-label={`${TEXTS.business.serviceConfirm} ${r.name || `service ${i + 1}`}`}>
                    {TEXTS.business.serviceConfirm}
                  </button>
                ) : null}
              </p>
            ) : null}
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

/** The owner edited or confirmed the row: it is theirs now, no longer "found" or "suggested". */
function withoutOrigin(r: ServiceRow, _patch: Partial<ServiceRow>): ServiceRow {
  const { origin: _origin, ...rest } = r;
  return rest;
}
