import { CalendarCheck, Languages, LayoutDashboard, PhoneCall, Receipt, Siren, type LucideIcon } from 'lucide-react';
import { TEXTS } from '../texts';
import { FeatureIcon } from './FeatureIcon';

/** What the product does on every call: facts about Bookline, not quotes from invented people (issue 19). */
export const PRODUCT_FACTS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: PhoneCall, title: 'Every call answered', text: 'Day and night, weekends and holidays: no voicemail, no hold music.' },
  { icon: CalendarCheck, title: 'Booked around the drive', text: 'Each time offered fits the job’s length and the drive from the job before, at that hour’s traffic.' },
  { icon: Siren, title: 'Emergencies put through', text: 'A burst pipe or a lockout is transferred to you at once; if you can’t answer, you get an urgent message.' },
  { icon: Languages, title: 'English and Spanish', text: 'A caller who speaks Spanish gets the whole receptionist in Spanish, and you still get your summary in English.' },
  { icon: Receipt, title: 'Pay for bookings', text: '$29 a month plus $3.50 per booked appointment. No setup fees, no per-minute charges.' },
  { icon: LayoutDashboard, title: 'You stay in charge', text: 'Every call, with its transcript, and every booking in your dashboard. Teach it what it didn’t know.' },
];

export function ProductFacts() {
  return (
    <section className="mk-section" aria-labelledby="facts">
      <div className="bl-container">
        <h2 id="facts">{TEXTS.factsHeading}</h2>
        <p className="mk-section__lead">{TEXTS.factsLead}</p>
        <ul className="mk-grid mk-grid--3 mk-facts">
          {PRODUCT_FACTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bl-card mk-feature">
              <FeatureIcon title={title} icon={Icon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
