export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
      <div className="bl-spinner" aria-hidden="true" />
      <span className="bl-visually-hidden">{label}</span>
    </div>
  );
}
