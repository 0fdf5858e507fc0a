import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { defaultWeeklySchedule, type CrewAnswer, type CrewTechnician, type TechnicianInput, type TechnicianTimeOff } from '@bookline/contracts';
import { Button, Field, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { ops } from '../lib/ops-api';
import { HoursEditor } from '../settings/HoursEditor';
import { TEXTS } from '../texts';

const T = TEXTS.crew;

/** A technician as edited here: saved ones keep their id; new ones get one from the server. */
type Draft = Omit<CrewTechnician, 'id'> & { id?: string; key: string };

let keys = 0;
const draftOf = (t: CrewTechnician): Draft => ({ ...t, key: t.id });
const blank = (): Draft => ({ key: `new-${++keys}`, name: '', mobile: '', homeAddress: '', homeZip: '', hours: null, timeOff: [], services: null });

function TimeOffEditor({ list, onChange }: { list: TechnicianTimeOff[]; onChange: (l: TechnicianTimeOff[]) => void }) {
  const id = useId();
  return (
    <fieldset>
      <legend>{T.timeOff}</legend>
      {list.map((o, i) => {
        const set = (patch: Partial<TechnicianTimeOff>) => onChange(list.map((x, j) => (j === i ? { ...x, ...patch } : x)));
        return (
          <div key={i} className="ow-repeat">
            <div className="bl-field">
              <label htmlFor={`${id}-${i}-f`}>{T.timeOffFrom}</label>
              <input id={`${id}-${i}-f`} type="date" required value={o.from} onChange={(e) => set({ from: e.target.value, ...(o.to < e.target.value ? { to: e.target.value } : {}) })} />
            </div>
            <div className="bl-field">
              <label htmlFor={`${id}-${i}-t`}>{T.timeOffTo}</label>
              <input id={`${id}-${i}-t`} type="date" required min={o.from} value={o.to} onChange={(e) => set({ to: e.target.value })} />
            </div>
            <div className="bl-field">
              <label htmlFor={`${id}-${i}-l`}>{T.timeOffLabel}</label>
              <input id={`${id}-${i}-l`} maxLength={80} value={o.label} onChange={(e) => set({ label: e.target.value })} />
            </div>
            <Button variant="ghost" onClick={() => onChange(list.filter((_, j) => j !== i))} aria-label={`${TEXTS.settings.remove}: ${o.from || T.timeOff}`}>
              {TEXTS.settings.remove}
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...list, { from: '', to: '', label: 'Time off' }])}>{T.addTimeOff}</Button>
    </fieldset>
  );
}

function TechnicianCard({ t, n, services, upcoming, focusName, onChange, onRemove }: {
  t: Draft; n: number; services: string[]; upcoming: number | undefined; focusName?: boolean; onChange: (t: Draft) => void; onRemove?: () => void;
}) {
  const set = (patch: Partial<Draft>) => onChange({ ...t, ...patch });
  const headingId = useId();
  // A card just added: the owner goes on typing its name there.
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusName) nameInput.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="ow-card ow-tech" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.name || T.technician(n)}</h2>
      {upcoming !== undefined ? <p className="ow-muted">{T.upcoming(upcoming)}</p> : null}
      <div className="ow-inline-form">
        <Field label={T.name} required>{(ids) => <input {...ids} ref={nameInput} maxLength={80} autoComplete="off" value={t.name} onChange={(e) => set({ name: e.target.value })} />}</Field>
        <Field label={T.mobile}>{(ids) => <input {...ids} type="tel" autoComplete="off" value={t.mobile} onChange={(e) => set({ mobile: e.target.value })} />}</Field>
        <Field label={T.homeAddress} hint={T.homeHint}>{(ids) => <input {...ids} maxLength={200} value={t.homeAddress} onChange={(e) => set({ homeAddress: e.target.value })} />}</Field>
        <Field label={T.homeZip}>{(ids) => <input {...ids} inputMode="numeric" maxLength={5} value={t.homeZip} onChange={(e) => set({ homeZip: e.target.value.trim() })} />}</Field>
      </div>
      <fieldset>
        <legend>{T.hoursLegend(t.name)}</legend>
        <label className="ow-check">
          <input type="checkbox" checked={t.hours === null} onChange={(e) => set({ hours: e.target.checked ? null : defaultWeeklySchedule() })} />
          {T.businessHours}
        </label>
        {t.hours ? <HoursEditor hours={t.hours} onChange={(hours) => set({ hours })} /> : null}
      </fieldset>
      <fieldset>
        <legend>{T.servicesLegend(t.name)}</legend>
        <label className="ow-check">
          <input type="checkbox" checked={t.services === null} onChange={(e) => set({ services: e.target.checked ? null : [...services] })} />
          {T.allServices}
        </label>
        {t.services
          ? services.map((s) => (
              <label key={s} className="ow-check">
                <input
                  type="checkbox"
                  checked={t.services!.some((x) => x.toLowerCase() === s.toLowerCase())}
                  onChange={(e) => set({ services: e.target.checked ? [...t.services!, s] : t.services!.filter((x) => x.toLowerCase() !== s.toLowerCase()) })}
                />
                {s}
              </label>
            ))
          : null}
      </fieldset>
      <TimeOffEditor list={t.timeOff} onChange={(timeOff) => set({ timeOff })} />
      {onRemove ? (
        <div className="ow-actions">
          <Button variant="ghost" onClick={onRemove}>{T.remove(t.name)}</Button>
        </div>
      ) : null}
    </section>
  );
}

function CrewForm({ agentId }: { agentId: string }) {
  const [loaded, setLoaded] = useState<CrewAnswer | null>(null);
  const [techs, setTechs] = useState<Draft[]>([]);
  const [sayName, setSayName] = useState(false);
  const [windowMin, setWindowMin] = useState(0);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [added, setAdded] = useState('');
  const take = (r: CrewAnswer) => {
    setLoaded(r);
    setTechs(r.crew.technicians.map(draftOf));
    setSayName(r.crew.sayTechnicianName);
    setWindowMin(r.crew.arrivalWindowMinutes ?? 0);
  };
  const load = useCallback(() => {
    setError('');
    ops.crew(agentId).then(take, (e: Error) => setError(e.message));
  }, [agentId]);
  useEffect(load, [load]);
  if (!loaded) return error ? <div role="alert"><p>{error}</p><Button onClick={load}>{TEXTS.common.retry}</Button></div> : <Spinner />;

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError('');
    setStatus('');
    try {
      const technicians: TechnicianInput[] = techs.map(({ key: _key, ...t }) => t);
      take(await ops.saveCrew(agentId, { version: loaded.version, crew: { technicians, sayTechnicianName: sayName, arrivalWindowMinutes: windowMin as 0 | 60 | 120 | 180 | 240 } }));
      setStatus(T.saved);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="ow-form" onSubmit={(e) => void save(e)} noValidate>
      <p className="ow-muted">{T.lead}</p>
      <div className="ow-crew">
        {techs.map((t, i) => (
          <TechnicianCard
            key={t.key}
            t={t}
            n={i + 1}
            services={loaded.services}
            upcoming={t.id ? loaded.upcoming[t.id] : undefined}
            focusName={t.key === added}
            onChange={(next) => setTechs(techs.map((x) => (x.key === t.key ? next : x)))}
            {...(techs.length > 1 ? { onRemove: () => setTechs(techs.filter((x) => x.key !== t.key)) } : {})}
          />
        ))}
      </div>
      <div className="ow-actions">
        <Button
          variant="secondary"
          onClick={() => {
            const next = blank();
            setAdded(next.key);
            setTechs([...techs, next]);
          }}
        >
          {T.add}
        </Button>
      </div>
      <Field label={T.sayName} hint={T.sayNameHint}>
        {(ids) => (
          <select {...ids} value={sayName ? 'yes' : 'no'} onChange={(e) => setSayName(e.target.value === 'yes')}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        )}
      </Field>
      <Field label={T.arrivalWindow} hint={T.arrivalWindowHint}>
        {(ids) => (
          <select {...ids} value={windowMin} onChange={(e) => setWindowMin(Number(e.target.value))}>
            {Object.entries(T.arrivalWindows).map(([m, label]) => <option key={m} value={m}>{label}</option>)}
          </select>
        )}
      </Field>
      <div className="ow-save">
        <Button type="submit" disabled={saving}>{saving ? T.saving : T.save}</Button>
        <p role="status">{status}</p>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </form>
  );
}

/** `/dashboard/:agentId/crew`: the technicians, their hours, days off, skills and home base. */
export default function CrewPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="crew" title={T.title}>
      {() => <CrewForm agentId={params.agentId!} />}
    </PortalLayout>
  );
}
