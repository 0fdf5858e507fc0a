import { Link } from 'react-router';
import { SimplePage } from './Simple';

export default function Faq() {
  return (
    <SimplePage title="Frequently Asked Questions" lead="Everything owners ask before they switch on their AI Receptionist.">
      <Link className="bl-btn bl-btn--primary" to="/create-agent">Try Now - Free 14 Days</Link>
    </SimplePage>
  );
}
