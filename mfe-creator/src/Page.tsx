import { createPageSwitch } from '@bookline/ui';

export default createPageSwitch('creator', {
  'create-agent': () => import('./pages/CreateAgent'),
  'create-agent2': () => import('./pages/CreateAgent2'),
  'create-agent3': () => import('./pages/CreateAgent3'),
  'demo-agent': () => import('./pages/DemoAgent'),
  'widget-test': () => import('./pages/WidgetTest'),
  book: () => import('./pages/Book'),
});
