import { CreatorFrame } from './Frame';

export default function CreateAgent2() {
  return <CreatorFrame title="Create Your AI Receptionist" lead="Five quick steps: your website, your business, your voice, and you're ready." />;
}
