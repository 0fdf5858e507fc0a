import { CreatorFrame } from './Frame';

export default function CreateAgent() {
  return (
    <CreatorFrame title="Create Your AI Receptionist" lead="Choose how you'd like to set up your receptionist.">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
        <div className="bl-card">
          <h2>Quick Setup</h2>
          <p>Paste your website address and we fill in your business details.</p>
        </div>
        <div className="bl-card">
          <h2>Voice Setup</h2>
          <p>Talk to our AI setup assistant and it creates your receptionist.</p>
        </div>
      </div>
    </CreatorFrame>
  );
}
