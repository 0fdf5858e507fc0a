import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '@bookline/ui';
import { CallPanel } from '../phone/CallPanel';
import { setupPhone, toE164, useTelephony } from '../phone/useTelephony';
import { TEXTS } from '../texts';
import { CreatorFrame, telHref } from './Frame';

/**
 * /create-agent3: create the receptionist by phone. The setup line is SETUP_PHONE (site config);
 * a call to it reaches the setup assistant. In sandbox telephony the same call can be placed in
 * the page.
 */
export default function CreateAgent3() {
  const phone = setupPhone();
  const telephony = useTelephony();
  const [calling, setCalling] = useState(false);
  const t = TEXTS.phoneSetup;
  return (
    <CreatorFrame title={t.title} lead={t.lead} assistance={false}>
      <div className="cr-choices">
        <Card>
          <h2>{t.callNow}</h2>
          <p className="cr-bignumber">
            <a href={telHref(phone)} data-testid="setup-phone">
              {phone}
            </a>
          </p>
          <p>{t.after}</p>
          {telephony === 'sandbox' ? (
            <div className="cr-call-offer">
              <h3>{t.tryHere}</h3>
              <p>{t.tryHereLead}</p>
              <span className="cr-call__badge">Sandbox</span>
              <button type="button" className="bl-btn bl-btn--primary" aria-haspopup="dialog" onClick={() => setCalling(true)}>
                {t.callSetup}
              </button>
            </div>
          ) : null}
        </Card>
        <Card>
          <h2>{t.asks}</h2>
          <ol>
            {t.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
        </Card>
      </div>
      <p>
        <Link to="/create-agent?mode=quick">{t.preferTyping}</Link>
      </p>
      {calling ? <CallPanel target={{ callee: t.calleeSetup, to: toE164(phone), setup: true }} onClose={() => setCalling(false)} /> : null}
    </CreatorFrame>
  );
}
