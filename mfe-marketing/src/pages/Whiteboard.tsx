import { SimplePage } from './Simple';

export default function Whiteboard() {
  return <SimplePage title="How Bookline works" lead="A caller rings, Bookline answers, the job lands in your calendar." />;
}
