import { CreatorFrame } from './Frame';

export default function WidgetTest() {
  return <CreatorFrame title="Widget test" lead="Add the Bookline widget to any website with one line of code." />;
}
