import { createPageSwitch } from '@bookline/ui';
// The home page is where most visits start: it ships with this module, saving a round trip
// before the largest paint. Every other page is its own chunk.
import * as Landing from './pages/Landing';

const landing = () => Promise.resolve(Landing);

export default createPageSwitch('marketing', {
  landing,
  'landing-rep': landing,
  plumbing: () => import('./pages/Plumbing'),
  about: () => import('./pages/About'),
  'about-us': () => import('./pages/AboutUsRedirect'),
  pricing: () => import('./pages/Pricing'),
  faq: () => import('./pages/Faq'),
  privacy: () => import('./pages/Privacy'),
  'try-now': () => import('./pages/TryNow'),
  product: () => import('./pages/Product'),
  whiteboard: () => import('./pages/Whiteboard'),
});
