import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { TIME_ZONES, US_STATES, VOICES, type AgentSettings, type SettingsAnswer } from '@bookline/contracts';
import { Button, Field, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { ops } from '../lib/ops-api';
import { ClosuresEditor, HoursEditor } from '../settings/HoursEditor';
import { ServicesEditor } from '../settings/ServicesEditor';
import { TEXTS } from '../texts';

const T = TEXTS.settings;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function SettingsForm({ agentId }: { agentId: string }) {
  const [loaded, setLoaded] = useState<SettingsAnswer | null>(null);
  const [s, setS] = useState<AgentSettings | null>(null);
  const [words, setWords] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => {
    setError('');
    ops.settings(agentId).then((r) => {
      setLoaded(r);
      setS(r.settings);
      setWords(r.settings.emergencyWords.join(', '));
    }, (e: Error) => setError(e.message));
  }, [agentId]);
  useEffect(load, [load]);
  if (!s || !loaded) return error ? <div role="alert"><p>{error}</p><Button onClick={load}>{TEXTS.common.retry}</Button></div> : <Spinner />;

  const biz = <K extends keyof AgentSettings['business']>(k: K, v: AgentSettings['business'][K]) => setS({ ...s, business: { ...s.business, [k]: v } });
  const text = (label: string, k: 'BusinessName' | 'BusinessPhoneNumber' | 'BusinessEmail' | 'WebsiteAddress' | 'BusinessAddressStreet' | 'BusinessAddressCity' | 'BusinessAddressZipcode', type = 'text', required = false) => (
    <Field label={label} required={required}>{(ids) => <input {...ids} type={type} value={s.business[k]} onChange={(e) => biz(k, e.target.value)} />}</Field>
  );

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError('');
    setStatus('');
    try {
      const settings: AgentSettings = { ...s, emergencyWords: words.split(',').map((w) => w.trim()).filter(Boolean) };
      const r = await ops.saveSettings(agentId, loaded.version, settings);
      setLoaded(r);
      setS(r.settings);
      setStatus(T.saved);
    } catch (err) {
      const e2 = err as Error & { status?: number };
      setError(e2.status === 409 ? T.stale : e2.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="ow-form" onSubmit={(e) => void save(e)} noValidate>
      <p className="ow-muted">{T.lead}</p>
      <Section title={T.business}>
        {text(T.name, 'BusinessName', 'text', true)}
        {text(T.phone, 'BusinessPhoneNumber', 'tel')}
        {text(T.email, 'BusinessEmail', 'email')}
        {text(T.website, 'WebsiteAddress', 'url')}
        <Field label={T.description}>{(ids) => <textarea {...ids} rows={3} value={s.business.BusinessDescription} onChange={(e) => biz('BusinessDescription', e.target.value)} />}</Field>
        {text(T.street, 'BusinessAddressStreet')}
        {text(T.city, 'BusinessAddressCity')}
        <Field label={T.state}>{(ids) => (
          <select {...ids} value={s.business.BusinessAddressState} onChange={(e) => biz('BusinessAddressState', e.target.value)}>
            <option value="">—</option>
            {US_STATES.map(([code, name]) => <option key={code} value={code}>{name}</option>)}
          </select>
        )}</Field>
        {text(T.zipcode, 'BusinessAddressZipcode')}
        <Field label={T.timeZone} required>{(ids) => (
          <select {...ids} value={s.business.TimeZone} onChange={(e) => biz('TimeZone', e.target.value)}>
            {(TIME_ZONES.some((z) => z.value === s.business.TimeZone) ? [] : [{ label: s.business.TimeZone, value: s.business.TimeZone }]).concat(TIME_ZONES.map((z) => ({ ...z }))).map((z) => <option key={z.value} value={z.value}>{z.label}</option>)}
          </select>
        )}</Field>
      </Section>
      <Section title={T.hours}><HoursEditor hours={s.hours} onChange={(hours) => setS({ ...s, hours })} /></Section>
      <Section title={T.closures}><ClosuresEditor closures={s.closures} onChange={(closures) => setS({ ...s, closures })} /></Section>
      <Section title={T.services}><ServicesEditor services={s.services} onChange={(services) => setS({ ...s, services })} /></Section>
      <Section title={T.area}>
        <Field label={T.serviceType}>{(ids) => (
          <select {...ids} value={s.business.ServiceType} onChange={(e) => biz('ServiceType', e.target.value as AgentSettings['business']['ServiceType'])}>
            <option value="Fixed Location">{T.fixed}</option>
            <option value="Travel to Customer">{T.travel}</option>
          </select>
        )}</Field>
        {s.business.ServiceType === 'Travel to Customer' ? (
          <Field label={T.radius}>{(ids) => <input {...ids} type="number" min={1} max={500} value={s.business.ServiceRangeMiles} onChange={(e) => biz('ServiceRangeMiles', Number(e.target.value))} />}</Field>
        ) : null}
      </Section>
      <Section title={T.emergency}>
        <Field label={T.emergency} hint={T.emergencyHint}>{(ids) => <textarea {...ids} rows={2} value={words} onChange={(e) => setWords(e.target.value)} />}</Field>
      </Section>
      <Section title={T.contacts}>
        <p className="ow-muted">{T.contactsLead}</p>
        <Field label={T.mobile}>{(ids) => <input {...ids} type="tel" autoComplete="tel" value={s.contacts.mobile} onChange={(e) => setS({ ...s, contacts: { ...s.contacts, mobile: e.target.value } })} />}</Field>
        <Field label={T.alertEmail}>{(ids) => <input {...ids} type="email" autoComplete="email" value={s.contacts.alertEmail} onChange={(e) => setS({ ...s, contacts: { ...s.contacts, alertEmail: e.target.value } })} />}</Field>
        <Field label={T.summaries} hint={T.summariesHint}>{(ids) => (
          <select {...ids} value={s.contacts.summaries ?? 'each_call'} onChange={(e) => setS({ ...s, contacts: { ...s.contacts, summaries: e.target.value === 'daily_digest' ? 'daily_digest' : 'each_call' } })}>
            <option value="each_call">{T.summaryEach}</option>
            <option value="daily_digest">{T.summaryDigest}</option>
          </select>
        )}</Field>
      </Section>
      <Section title={T.greeting}>
        <Field label={T.greeting} hint={T.greetingHint}>{(ids) => <textarea {...ids} rows={2} maxLength={400} value={s.greeting} onChange={(e) => setS({ ...s, greeting: e.target.value })} />}</Field>
        <Field label={T.voice} hint={T.voiceHint}>{(ids) => (
          <select {...ids} value={s.voice} onChange={(e) => setS({ ...s, voice: e.target.value })}>
            <option value="">{T.voiceCustom}</option>
            {VOICES.map((v) => <option key={v.id} value={v.id}>{v.label}</option>)}
          </select>
        )}</Field>
      </Section>
      <Section title={T.widget}>
        <Field label={T.color}>{(ids) => <input {...ids} type="color" value={s.widget.color} onChange={(e) => setS({ ...s, widget: { ...s.widget, color: e.target.value } })} />}</Field>
        <Field label={T.position}>{(ids) => (
          <select {...ids} value={s.widget.position} onChange={(e) => setS({ ...s, widget: { ...s.widget, position: e.target.value as 'right' | 'left' } })}>
            <option value="right">{T.right}</option>
            <option value="left">{T.left}</option>
          </select>
        )}</Field>
        <Field label={T.widgetLabel}>{(ids) => <input {...ids} maxLength={40} value={s.widget.label} onChange={(e) => setS({ ...s, widget: { ...s.widget, label: e.target.value } })} />}</Field>
      </Section>
      <div className="ow-save">
        <Button type="submit" disabled={saving}>{saving ? T.saving : T.save}</Button>
        <p role="status">{status}</p>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </form>
  );
}

/** Business details, hours and closures, services, area, emergency words, contacts, greeting, voice, widget. */
export default function SettingsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="settings" title={T.title}>
      {() => <SettingsForm agentId={params.agentId!} />}
    </PortalLayout>
  );
}
