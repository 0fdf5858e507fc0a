import { Link } from 'react-router';
import { TEXTS } from '../texts';
import { BACK_HOME, SimplePage } from './Simple';

/** What the product is made of: facts, not biographies of invented people (issue 19). */
const BUILT = [
  'Answers your phone number and a chat widget on your website, on the same receptionist.',
  'Books into your own calendar, with the job’s length and the drive between jobs at that hour’s traffic.',
  'Speaks English and Spanish, and puts emergencies through to you.',
  'Texts and emails confirmations, reminders and a summary of every call.',
  'Runs on separately deployed parts, so a redeploy never drops a live call.',
];

/** /about (and /about-us): mission, how it is built, and a way to try it. */
export default function About() {
  return (
    <SimplePage title={TEXTS.aboutHeading} back={BACK_HOME} lead="A receptionist for every small business that lives by its phone.">
      <div className="mk-prose">
        <p>
          Local service businesses run on the phone. Every missed call is a job that goes to the next name on the list, and the people
          who do the work are the people least able to stop and answer: under a sink, in a chair with a client, on a ladder.
        </p>
        <p>
          Bookline answers every call, day and night, in a friendly voice that knows your services and prices. It books the job into
          your calendar at the best place in your day, counting the drive and the traffic, and tells you about it straight away.
        </p>
        <p>Our mission is simple: the right time, every time, right now, for every small business that lives by its phone.</p>
      </div>
      <section className="mk-section" aria-labelledby="built">
        <h2 id="built">{TEXTS.builtHeading}</h2>
        <ul className="bl-checks">
          {BUILT.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <div className="mk-summary">
          <p style={{ margin: 0 }}>
            Try it before you decide: <Link to="/try-now">talk to a demo receptionist</Link>, or <Link to="/create-agent">create your own</Link> from your website in minutes.
          </p>
        </div>
      </section>
    </SimplePage>
  );
}
