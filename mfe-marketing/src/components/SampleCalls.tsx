import { AudioPlayer } from '@bookline/ui';
import plumbingMp3 from '../assets/plumbing-emergency.mp3';
import salonMp3 from '../assets/salon-booking.mp3';
import durations from '../content/sample-call-durations.json';
import { SAMPLE_CALLS, type SampleCall } from '../content/sample-calls';

const AUDIO: Record<SampleCall['id'], string> = { 'plumbing-emergency': plumbingMp3, 'salon-booking': salonMp3 };

/** One sample call: the player beside its transcript. */
export function SampleCallCard({ call }: { call: SampleCall }) {
  const speakerName = (s: string) => (s === 'receptionist' ? 'AI Receptionist' : 'Caller');
  return (
    <article className="bl-card mk-call" aria-labelledby={`call-${call.id}`}>
      <div>
        <h3 id={`call-${call.id}`}>{call.title}</h3>
        <p className="mk-call__biz">{call.business} (sample call)</p>
        <AudioPlayer src={AUDIO[call.id]} title={call.title} durationS={durations[call.id]} />
      </div>
      <ol className="mk-transcript" aria-label={`Transcript: ${call.title}`}>
        {call.lines.map((l, i) => (
          <li key={i} data-speaker={l.speaker}>
            <b>{speakerName(l.speaker)}</b>
            {l.text}
          </li>
        ))}
      </ol>
    </article>
  );
}

export function SampleCalls({ only, heading = 'Hear It in Action' }: { only?: SampleCall['id']; heading?: string }) {
  const calls = only ? SAMPLE_CALLS.filter((c) => c.id === only) : SAMPLE_CALLS;
  return (
    <section className="mk-section" aria-labelledby="sample-calls">
      <div className="bl-container">
        <h2 id="sample-calls">{heading}</h2>
        <p className="mk-section__lead">Listen to real-sounding calls handled from hello to booked job.</p>
        <div className="mk-grid">
          {calls.map((c) => (
            <SampleCallCard key={c.id} call={c} />
          ))}
        </div>
      </div>
    </section>
  );
}
