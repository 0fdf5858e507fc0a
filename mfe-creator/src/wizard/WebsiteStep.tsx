import { useState } from 'react';
import { Button, Field } from '@bookline/ui';
import { TEXTS } from '../texts';
import { submitWebsite } from './actions';
import { useWizard } from './store';
import { parseWebsite } from './website';

export function WebsiteStep() {
  const value = useWizard((s) => s.form.WebsiteAddress);
  const setField = useWizard((s) => s.setField);
  const valid = parseWebsite(value) !== null;
  // Judged once the owner has finished typing (left the field or pressed Enter), not from the
  // first letter: "h" of "harborlane.com" is not a mistake, and the error is an alert that a
  // screen reader would read out mid-word.
  const [done, setDone] = useState(false);
  const showError = done && value.trim() !== '' && !valid;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) submitWebsite();
      }}
      noValidate
    >
      <Field label={TEXTS.website.label} error={showError ? TEXTS.website.invalid : undefined}>
        {(ids) => (
          <input
            {...ids}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={TEXTS.website.placeholder}
            value={value}
            onChange={(e) => setField('WebsiteAddress', e.target.value)}
            onBlur={() => setDone(true)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') setDone(true);
            }}
          />
        )}
      </Field>
      <Button type="submit" disabled={!valid}>
        {TEXTS.website.analyze}
      </Button>
    </form>
  );
}
