import { useState, type FormEvent } from 'react';
import type { OnboardingState } from '@bookline/contracts';
import { Button, callFunction, Field, FunctionError, toast } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.calendar;

/** The owner's secret ICS address: checked by the gateway fetching it once, then saved. */
export function IcsForm({ agentId, state, onSaved }: { agentId: string; state: OnboardingState | null; onSaved: (s: OnboardingState) => void }) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const s = await callFunction('save-calendar-ics', { agentId, icsUrl: url }, { timeoutMs: 20_000 });
      onSaved(s);
      setUrl('');
      toast({ title: T.icsSaved(s.icsEvents ?? 0) });
    } catch (err) {
      setError(err instanceof FunctionError ? err.message : 'Could not check that address. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Connect your calendar">
      {state?.icsUrlMasked ? (
        <p role="status" data-testid="ics-current">
          {T.icsCurrent} <code>{state.icsUrlMasked}</code> {state.icsEvents !== null ? `(${state.icsEvents} events)` : null}
        </p>
      ) : null}
      <Field label={T.icsLabel} hint={T.icsHint} error={error ?? undefined}>
        {(ids) => <input {...ids} type="url" inputMode="url" autoComplete="off" spellCheck={false} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://calendar.google.com/calendar/ical/…/basic.ics" />}
      </Field>
      <Button type="submit" disabled={busy || !url.trim()}>
        {busy ? T.icsSaving : T.icsSave}
      </Button>
    </form>
  );
}
