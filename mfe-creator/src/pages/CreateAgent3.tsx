import { CreatorFrame } from './Frame';

export default function CreateAgent3() {
  return <CreatorFrame title="Create Your AI Receptionist by Phone" lead="Call our setup line and answer a few questions about your business." />;
}
