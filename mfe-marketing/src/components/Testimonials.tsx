import { TESTIMONIALS, type Testimonial } from '../content/people';
import { TEXTS } from '../texts';

export function Testimonials({ items = TESTIMONIALS }: { items?: readonly Testimonial[] }) {
  return (
    <section className="mk-section" aria-labelledby="testimonials">
      <div className="bl-container">
        <h2 id="testimonials">{TEXTS.testimonialsHeading}</h2>
        <p className="mk-section__lead">Sample testimonials.</p>
        <div className="mk-grid mk-grid--3">
          {items.map((t) => (
            <figure key={t.name} className="bl-card mk-quote">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                {t.name}, {t.business}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
