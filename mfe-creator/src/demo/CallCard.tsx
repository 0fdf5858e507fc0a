import { useState } from 'react';
import { formatPhoneDisplay } from '@bookline/contracts';
import { Card } from '@bookline/ui';
import { CallPanel } from '../phone/CallPanel';
import type { TelephonyMode } from '../phone/useTelephony';
import { TEXTS } from '../texts';
import type { PhoneState } from './usePhone';

const T = TEXTS.demo;

/**
 * "Call this agent": in sandbox telephony, a button opening the in-page test call (through
 * /voice/incoming → relay, the real call path); with real Twilio, the agent's number as a tel: link.
 */
export function CallCard({ agentId, phone, telephony }: { agentId: string; phone: PhoneState; telephony: TelephonyMode }) {
  const [open, setOpen] = useState(false);
  if (telephony === 'live') {
    if (phone.kind !== 'ready') return null;
    return (
      <Card aria-labelledby="call-agent-heading">
        <h2 id="call-agent-heading">{T.callAgent}</h2>
        <p>
          {T.callAgentLive}{' '}
          <a className="bl-btn bl-btn--primary" href={`tel:${phone.phoneNumber}`} data-testid="call-agent-tel">
            {T.callAgent}: {formatPhoneDisplay(phone.phoneNumber)}
          </a>
        </p>
      </Card>
    );
  }
  if (telephony !== 'sandbox') return null;
  return (
    <Card aria-labelledby="call-agent-heading">
      <h2 id="call-agent-heading">{T.callAgent}</h2>
      <p>{T.callAgentLead}</p>
      <div className="cr-call-offer">
        <span className="cr-call__badge">Sandbox</span>
        <button type="button" className="bl-btn bl-btn--primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {T.callAgent}
        </button>
      </div>
      {open ? (
        <CallPanel target={{ callee: 'your receptionist', to: phone.kind === 'ready' ? phone.phoneNumber : '', agentId }} onClose={() => setOpen(false)} />
      ) : null}
    </Card>
  );
}
