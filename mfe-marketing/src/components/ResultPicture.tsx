import calendarSvg from '../assets/result-calendar.svg';
import { TEXTS } from '../texts';

/** "The Result": a calendar filled with booked jobs. Width and height are set, so nothing shifts. */
export function ResultPicture() {
  return (
    <section className="mk-section mk-section--soft mk-center" aria-labelledby="the-result">
      <div className="bl-container">
        <h2 id="the-result">{TEXTS.theResult}</h2>
        <p className="mk-section__lead">A full calendar of booked jobs, planned around drive time, while you work.</p>
        {/* On a phone the week is shown at a readable size and scrolls sideways (a region the keyboard can scroll). */}
        <div className="mk-result-scroll" tabIndex={0} role="region" aria-label="The sample week, scrollable">
          <img
            className="mk-result"
            src={calendarSvg}
            width={880}
            height={460}
            loading="lazy"
            decoding="async"
            alt="A week calendar with jobs booked by the AI Receptionist: a water heater install Monday 9 AM, a drain cleaning Monday 1 PM, an emergency leak repair Tuesday 8 AM and more, with drive times between them."
          />
        </div>
        <p className="mk-result-hint">Swipe sideways to see the whole week.</p>
      </div>
    </section>
  );
}
