import { Link } from 'react-router';
import { SampleCalls } from '../components/SampleCalls';
import { SimplePage } from './Simple';

const SECTIONS = [
  {
    id: 'answered',
    title: 'Every call answered',
    text: 'Calls to your business number, forwarded missed calls and clicks on your website widget are answered in a natural voice, 24/7. The receptionist knows your services, prices and hours, answers questions and gives estimates before it books.',
  },
  {
    id: 'booked',
    title: 'Booked with drive time',
    text: 'It looks at your Google or Outlook calendar, the length of the job, the drive between jobs with time-of-day traffic and the best place in your day’s route, then offers the caller times that really work.',
  },
  {
    id: 'alerts',
    title: 'Alerts the moment it books',
    text: 'You get an email and a text for every booking and a summary after each call. Customers get confirmations, reminders and updates, and can reschedule or cancel by calling back. Emergencies are routed to you straight away.',
  },
  {
    id: 'voice',
    title: 'Your own voice, if you like',
    text: 'Record 10 to 30 seconds of yourself reading three short quotes and your receptionist can answer in a clone of your voice.',
  },
];

/** /ai-receptionist: the product page. */
export default function Product() {
  return (
    <SimplePage title="The AI Receptionist" lead="Answers calls, books jobs with drive time and traffic, alerts you, and can speak in your own voice.">
      <div className="mk-grid mk-grid--2">
        {SECTIONS.map((s) => (
          <section key={s.id} className="bl-card mk-feature" aria-labelledby={`p-${s.id}`}>
            <h2 id={`p-${s.id}`} style={{ fontSize: '1.3rem', margin: 0 }}>
              {s.title}
            </h2>
            <p>{s.text}</p>
          </section>
        ))}
      </div>
      <SampleCalls />
      <div className="mk-actions">
        <Link className="bl-btn bl-btn--primary" to="/create-agent">
          Create Your AI Receptionist
        </Link>
        <Link className="bl-btn bl-btn--secondary" to="/try-now">
          Try the live demo
        </Link>
      </div>
    </SimplePage>
  );
}
