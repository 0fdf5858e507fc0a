import { formatPhoneDisplay } from '@bookline/contracts';
import { Card, Spinner } from '@bookline/ui';
import { TEXTS } from '../texts';
import type { PhoneState } from './usePhone';

const T = TEXTS.demo;

/** The agent's number; `sandbox` labels it as a fictional sandbox number. */
export function PhoneCard({ state, sandbox }: { state: PhoneState; sandbox: boolean }) {
  if (state.kind === 'ready') {
    const shown = formatPhoneDisplay(state.phoneNumber);
    return (
      <Card className="cr-phone" aria-labelledby="phone-heading">
        <h2 id="phone-heading">{T.phoneHeading}</h2>
        <p className="cr-bignumber">
          <a href={`tel:${state.phoneNumber}`} data-testid="agent-phone">
            {shown}
          </a>
        </p>
        {sandbox ? <p className="cr-sandbox">{T.sandbox}</p> : null}
      </Card>
    );
  }
  if (state.kind === 'waiting' || state.kind === 'loading' || state.kind === 'assigning') {
    return (
      <Card className="cr-phone" aria-labelledby="phone-heading" aria-busy="true">
        <h2 id="phone-heading">{T.phoneHeading}</h2>
        <Spinner label={state.kind === 'assigning' ? T.assigning : T.loading} showLabel />
      </Card>
    );
  }
  if (state.kind === 'none') {
    return (
      <Card className="cr-phone" aria-labelledby="phone-heading">
        <h2 id="phone-heading">{T.setupTitle}</h2>
        <p>{T.none}</p>
      </Card>
    );
  }
  const message = state.kind === 'fetch-failed' ? T.fetchFailed : state.kind === 'fetch-error' ? T.fetchError : T.assignFailed;
  return (
    <Card className="cr-phone" aria-labelledby="phone-heading" role="status">
      <h2 id="phone-heading">{T.inProgressTitle}</h2>
      <p>{message}</p>
      <p>{T.refresh}</p>
    </Card>
  );
}
