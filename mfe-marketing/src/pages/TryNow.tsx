import { Link } from 'react-router';
import { SimplePage } from './Simple';

export default function TryNow() {
  return (
    <SimplePage
      title="Try Our AI Receptionist"
      links={[{ to: '/', label: 'Back to Home' }, { to: '/#pricing', label: 'Pricing' }, { to: '/about', label: 'About Us' }]}
    >
      <h2>What This Agent Can Do</h2>
      <ul>
        <li>Smart Scheduling</li>
        <li>Natural Conversation</li>
        <li>Emergency Recognition</li>
        <li>Service Knowledge</li>
      </ul>
      <p>Ready to add this to your business?</p>
      <Link className="bl-btn bl-btn--primary" to="/create-agent">Create Your Own AI Receptionist</Link>
    </SimplePage>
  );
}
