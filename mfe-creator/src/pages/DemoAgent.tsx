import { Link } from 'react-router';
import { Card } from '@bookline/ui';
import { CreatorFrame } from './Frame';

const LINKS = [
  { to: '/create-agent', label: 'Create Agent' },
  { to: '/', label: 'Home' },
  { to: '/try-now', label: 'Try Now' },
];

export default function DemoAgent({ params }: { params: Record<string, string> }) {
  if (!params.agentId) {
    return (
      <CreatorFrame title="Your AI Receptionist" links={LINKS}>
        <Card role="alert">
          <p>No agent ID provided in the URL.</p>
          <Link className="bl-btn bl-btn--primary" to="/create-agent">Create an agent</Link>
        </Card>
      </CreatorFrame>
    );
  }
  return (
    <CreatorFrame title="Your AI Receptionist is ready" links={LINKS}>
      <Link className="bl-btn bl-btn--primary" to="/trial-signup">Start Trial Now</Link>
    </CreatorFrame>
  );
}
