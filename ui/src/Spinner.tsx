/** A busy indicator with its label: read by screen readers always, shown too with `showLabel`. */
export function Spinner({ label = 'Loading', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
      <div className="bl-spinner" aria-hidden="true" />
      <span className={showLabel ? 'bl-spinner__label' : 'bl-visually-hidden'}>{label}</span>
    </div>
  );
}
