import { createPageSwitch } from '@bookline/ui';

export default createPageSwitch('marketing', {
  landing: () => import('./pages/Landing'),
  'landing-rep': () => import('./pages/Landing'),
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
