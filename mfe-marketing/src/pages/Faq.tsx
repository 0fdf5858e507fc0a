import { useNavigate } from 'react-router';
import { Accordion, Button, useSupport } from '@bookline/ui';
import { FAQ_ITEMS } from '../content/faq';
import { reportConversion } from '../lib/conversion';
import { TEXTS } from '../texts';
import { SimplePage } from './Simple';

export const FAQ_CONVERSION_EVENT = 'faq-try-now';

/** /faq: 15 questions, one open at a time; Try Now reports a conversion, then goes to /create-agent. */
export default function Faq() {
  const { phone, email } = useSupport();
  const navigate = useNavigate();
  const fill = (s: string) => s.replace('{phone}', phone).replace('{email}', email);
  return (
    <SimplePage title={TEXTS.faqHeading} lead="Everything owners ask before they switch on their AI Receptionist.">
      <Accordion items={FAQ_ITEMS.map((f) => ({ id: f.id, title: f.question, content: <p>{fill(f.answer)}</p> }))} headingLevel={2} />
      <div className="mk-actions" style={{ marginTop: 32 }}>
        <Button
          onClick={() => {
            reportConversion(FAQ_CONVERSION_EVENT, TEXTS.faqTryNow);
            navigate('/create-agent');
          }}
        >
          {TEXTS.faqTryNow}
        </Button>
        <a className="bl-btn bl-btn--secondary" href={`mailto:${email}`}>
          {TEXTS.contactSupport}
        </a>
      </div>
    </SimplePage>
  );
}
