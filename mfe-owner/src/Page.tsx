import { createPageSwitch } from '@bookline/ui';

/** The owner portal's pages (route table: contracts/src/routes.ts, remote 'owner'). */
export default createPageSwitch('owner', {
  'sign-in': () => import('./pages/SignIn'),
  dashboard: () => import('./pages/Dashboard'),
  account: () => import('./pages/Account'),
  overview: () => import('./pages/Overview'),
  calls: () => import('./pages/Calls'),
  call: () => import('./pages/Call'),
  questions: () => import('./pages/Questions'),
  bookings: () => import('./pages/Bookings'),
  settings: () => import('./pages/Settings'),
  crew: () => import('./pages/Crew'),
  plan: () => import('./pages/Plan'),
  billing: () => import('./pages/Billing'),
});
