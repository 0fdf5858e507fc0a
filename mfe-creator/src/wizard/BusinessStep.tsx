import { useEffect, useRef, useState } from 'react';
import { BUSINESS_KINDS, SERVICE_TYPES, TIME_ZONES, US_STATES } from '@bookline/contracts';
import { Button, Field } from '@bookline/ui';
import { REQUIRED_LABELS, TEXTS } from '../texts';
import { HoursEditor } from './HoursEditor';
import { ServicesEditor } from './ServicesEditor';
import { businessFieldErrors, missingRequired, submitBusiness } from './actions';
import { useWizard, type TextField } from './store';

function TextInput({ field, label, required, type = 'text', autoComplete, placeholder, inputMode, error }: { field: TextField; label: string; required?: boolean; type?: string; autoComplete?: string; placeholder?: string; inputMode?: 'numeric' | 'tel' | 'email'; error?: string }) {
  const value = useWizard((s) => s.form[field]);
  const setField = useWizard((s) => s.setField);
  return (
    <Field label={label} required={required} error={error}>
      {(ids) => <input {...ids} type={type} value={value} autoComplete={autoComplete} placeholder={placeholder} inputMode={inputMode} onChange={(e) => setField(field, e.target.value)} />}
    </Field>
  );
}

function SelectInput({ field, label, required, options, placeholder, error, hint }: { field: TextField; label: string; required?: boolean; options: ReadonlyArray<{ value: string; label: string }>; placeholder: string; error?: string; hint?: string }) {
  const value = useWizard((s) => s.form[field]);
  const setField = useWizard((s) => s.setField);
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(ids) => (
        <select {...ids} value={value} onChange={(e) => setField(field, e.target.value)}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function BusinessStep() {
  const s = useWizard();
  const missing = missingRequired(s.form);
  const travel = s.form.ServiceType === 'Travel to Customer';
  // After a try that did not go on, each problem is named next to its field and the first one
  // takes the focus (on a phone the toast covers the lower fields).
  const [tried, setTried] = useState(0);
  const errors = tried ? businessFieldErrors(s.form, s.reading.checkRequiredAt === 'business') : {};
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (tried) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tried]);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitBusiness()) setTried((n) => n + 1);
      }}
    >
      {s.extracted ? (
        <p className="cr-badge-row">
          <span className="cr-badge">{TEXTS.business.autoExtracted}</span> <span>{TEXTS.business.prefilled(s.prefilledCount)}</span>
        </p>
      ) : null}
      <div className="cr-grid">
        <TextInput field="BusinessName" label={REQUIRED_LABELS.BusinessName} required autoComplete="organization" error={errors.BusinessName} />
        <TextInput field="BusinessPhoneNumber" label="Business Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" />
        <TextInput field="BusinessEmail" label="Business Email (optional)" type="email" autoComplete="email" inputMode="email" />
        <SelectInput field="TimeZone" label={REQUIRED_LABELS.TimeZone} required placeholder="Select your time zone" options={TIME_ZONES} error={errors.TimeZone} hint={s.zoneGuessed ? TEXTS.business.zoneGuessed : undefined} />
        <SelectInput field="ServiceType" label={REQUIRED_LABELS.ServiceType} required placeholder="Select how you serve customers" options={SERVICE_TYPES.map((t) => ({ value: t, label: t }))} error={errors.ServiceType} />
        {travel ? <TextInput field="ServiceRangeMiles" label="Service range (miles)" placeholder="25" inputMode="numeric" /> : null}
      </div>
      <Field label="Business description">
        {(ids) => <textarea {...ids} rows={3} value={s.form.BusinessDescription} onChange={(e) => s.setField('BusinessDescription', e.target.value)} />}
      </Field>
      <fieldset className="cr-fieldset">
        <legend>Business address (optional)</legend>
        <div className="cr-grid">
          <TextInput field="BusinessAddressStreet" label="Street" autoComplete="street-address" />
          <TextInput field="BusinessAddressCity" label="City" autoComplete="address-level2" />
          <SelectInput field="BusinessAddressState" label="State" placeholder="Select a state" options={US_STATES.map(([code, name]) => ({ value: code, label: name }))} />
          <TextInput field="BusinessAddressZipcode" label="Zip code" autoComplete="postal-code" inputMode="numeric" />
        </div>
      </fieldset>
      <HoursEditor week={s.week} onChange={s.setWeek} />
      <section className="cr-fieldset" aria-labelledby="services-heading">
        <h3 id="services-heading">{TEXTS.business.servicesHeading}</h3>
        <p className="bl-field__hint">{TEXTS.business.servicesHint}</p>
        <Field label="Kind of business">
          {(ids) => (
            <select {...ids} value={s.businessKind} onChange={(e) => s.setBusinessKind(e.target.value)}>
              <option value="">Select your kind of business</option>
              {BUSINESS_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ServicesEditor rows={s.services} onChange={s.setServices} />
      </section>
      <fieldset className="cr-fieldset">
        <legend>{TEXTS.business.ownerHeading}</legend>
        <p className="bl-field__hint">{TEXTS.business.ownerHint}</p>
        <div className="cr-grid">
          <TextInput field="OwnerMobile" label={TEXTS.business.ownerMobile} type="tel" autoComplete="tel" inputMode="tel" error={errors.OwnerMobile} />
          <TextInput field="OwnerAlertEmail" label={TEXTS.business.ownerAlertEmail} type="email" autoComplete="email" inputMode="email" error={errors.OwnerAlertEmail} />
        </div>
      </fieldset>
      <section className="cr-fieldset" aria-labelledby="terms-heading">
        <h3 id="terms-heading">{TEXTS.business.termsHeading}</h3>
        <label className="cr-check cr-consent">
          <input type="checkbox" checked={s.smsConsent} onChange={(e) => s.setSmsConsent(e.target.checked)} />
          <span>{TEXTS.business.smsConsent}</span>
        </label>
      </section>
      {missing.length ? (
        <div className="cr-warning" role="note">
          <strong>{TEXTS.business.missingWarning}</strong> {missing.join(', ')}
        </div>
      ) : null}
      <div className="cr-actions">
        <Button type="submit" disabled={!s.form.BusinessName.trim() || s.busy}>
          {TEXTS.business.next}
        </Button>
      </div>
    </form>
  );
}
