import { Link } from 'react-router';
import { SimplePage } from './Simple';

export default function Plumbing() {
  return (
    <SimplePage title="The AI Receptionist built for plumbers" lead="Answer every emergency call, even with your hands in a drain.">
      <Link className="bl-btn bl-btn--primary" to="/create-agent">Try Now</Link>
      <p>14-day free trial</p>
    </SimplePage>
  );
}
