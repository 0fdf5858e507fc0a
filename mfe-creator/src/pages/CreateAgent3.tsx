import { Link } from 'react-router';
import { Card, useSupport } from '@bookline/ui';
import { TEXTS } from '../texts';
import { CreatorFrame, telHref } from './Frame';

/** /create-agent3: create the receptionist by phone. The setup line is the configured support number. */
export default function CreateAgent3() {
  const { phone } = useSupport();
  const t = TEXTS.phoneSetup;
  return (
    <CreatorFrame title={t.title} lead={t.lead} assistance={false}>
      <div className="cr-choices">
        <Card>
          <h2>{t.callNow}</h2>
          <p className="cr-bignumber">
            <a href={telHref(phone)}>{phone}</a>
          </p>
          <p>{t.after}</p>
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
    </CreatorFrame>
  );
}
