import { TEXTS } from '../texts';

/** "Step N of T" with a bar. */
export function Progress({ n, total }: { n: number; total: number }) {
  const label = TEXTS.progress(n, total);
  return (
    <div className="cr-progress">
      <p className="cr-progress__label" id="wizard-progress-label">
        {label}
      </p>
      <div className="cr-progress__track" role="progressbar" aria-labelledby="wizard-progress-label" aria-valuemin={1} aria-valuemax={total} aria-valuenow={n} aria-valuetext={label}>
        <div className="cr-progress__bar" style={{ width: `${(n / total) * 100}%` }} />
      </div>
    </div>
  );
}
