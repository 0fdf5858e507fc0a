import { FOUNDERS } from '../content/people';
import { TEXTS } from '../texts';
import { BACK_HOME, SimplePage } from './Simple';

/** /about (and /about-us): mission, the two founders and a summary box. */
export default function About() {
  return (
    <SimplePage title={TEXTS.aboutHeading} links={BACK_HOME} lead="We build the receptionist we wished our own family businesses had.">
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
      <section className="mk-section" aria-labelledby="founders">
        <h2 id="founders">{TEXTS.foundersHeading}</h2>
        <div className="mk-grid mk-grid--2">
          {FOUNDERS.map((f) => (
            <article key={f.name} className="bl-card mk-feature" aria-labelledby={`founder-${f.initials}`}>
              <span className="mk-avatar" aria-hidden="true">
                {f.initials}
              </span>
              <h3 id={`founder-${f.initials}`}>{f.name}</h3>
              <p style={{ fontWeight: 600, color: 'var(--bl-ink)' }}>{f.role}</p>
              <p>{f.bio}</p>
            </article>
          ))}
        </div>
        <div className="mk-summary">
          <p style={{ margin: 0 }}>
            <strong>{TEXTS.foundersSummary}</strong> Two founders who have answered the phones, built the software and shipped the voice AI.
          </p>
        </div>
        <p className="mk-note">Founder names and biographies are sample content.</p>
      </section>
    </SimplePage>
  );
}
