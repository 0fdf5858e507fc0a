import { Link } from 'react-router';
import { SimplePage } from './Simple';

export default function Pricing() {
  return (
    <SimplePage title="Pricing" lead="One simple plan: $29/month + $3.50 per booked appointment.">
      <p>No setup fees, no per-minute charges. 14-day free trial.</p>
      <Link className="bl-btn bl-btn--primary" to="/create-agent">Start your free trial</Link>
    </SimplePage>
  );
}
