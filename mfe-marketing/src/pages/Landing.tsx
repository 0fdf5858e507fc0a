import { Link } from 'react-router';
import { SimplePage } from './Simple';

export default function Landing() {
  return (
    <SimplePage title="Never miss another job: your AI Receptionist answers every call" lead="Right time, every time, right now.">
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="bl-btn bl-btn--primary" to="/create-agent">Try Now</Link>
        <Link className="bl-btn bl-btn--secondary" to="/create-agent">Get Started Today</Link>
      </p>
      <p>14-day free trial</p>
      <section id="pricing" aria-labelledby="pricing-title">
        <h2 id="pricing-title">Pricing</h2>
        <p>$29/month + $3.50 per booked appointment. No setup fees, no per-minute charges.</p>
      </section>
    </SimplePage>
  );
}
