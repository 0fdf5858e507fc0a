import { TEXTS } from '../texts';
import { READINGS } from '../wizard/readings';
import { Wizard } from '../wizard/Wizard';
import { CreatorFrame } from './Frame';

/** /create-agent2: the same wizard in its 5-step reading. */
export default function CreateAgent2() {
  return (
    <CreatorFrame title={TEXTS.pageTitle}>
      <Wizard reading={READINGS.quick5} />
    </CreatorFrame>
  );
}
