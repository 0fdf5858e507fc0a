/** The page route table of spec section 2: which remote owns each path. */
export type RemoteName = 'marketing' | 'creator' | 'onboarding' | 'owner';

export interface RouteEntry {
  /** react-router style path; `:name` is a parameter. */
  path: string;
  remote: RemoteName;
  /** The page key the remote's exposed `./Page` module renders. */
  page: string;
  /** Document title. */
  title: string;
  /**
   * The page looks the same to every visitor at first paint, so the gateway serves it
   * prerendered (gateway/src/static/prerender.ts). `query`: the query parameters that leave
   * that first paint unchanged ('any' when none changes it); a request with another
   * parameter gets the plain shell, which renders the live page straight away.
   */
  prerender?: { query: 'any' | readonly string[] };
}

const ANY_QUERY = { query: 'any' } as const;

export const PRODUCT_NAME = 'AI Receptionist';
export const BRAND = 'Bookline';

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', remote: 'marketing', page: 'landing', title: `${BRAND} — ${PRODUCT_NAME} for local service businesses`, prerender: ANY_QUERY },
  { path: '/plumbing', remote: 'marketing', page: 'plumbing', title: `${PRODUCT_NAME} for Plumbers — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/about', remote: 'marketing', page: 'about', title: `About Us — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/about-us', remote: 'marketing', page: 'about-us', title: `About Us — ${BRAND}` },
  { path: '/pricing', remote: 'marketing', page: 'pricing', title: `Pricing — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/faq', remote: 'marketing', page: 'faq', title: `FAQ — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/privacy', remote: 'marketing', page: 'privacy', title: `Terms of Service and Privacy Policy — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/try-now', remote: 'marketing', page: 'try-now', title: `Try Our ${PRODUCT_NAME} — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/ai-receptionist', remote: 'marketing', page: 'product', title: `The ${PRODUCT_NAME} — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/videocreationwhiteboard', remote: 'marketing', page: 'whiteboard', title: `How ${BRAND} works — ${BRAND}`, prerender: ANY_QUERY },
  { path: '/create-agent', remote: 'creator', page: 'create-agent', title: `Create Your ${PRODUCT_NAME} — ${BRAND}`, prerender: { query: [] } },
  { path: '/create-agent2', remote: 'creator', page: 'create-agent2', title: `Create Your ${PRODUCT_NAME} — ${BRAND}` },
  { path: '/create-agent3', remote: 'creator', page: 'create-agent3', title: `Create Your ${PRODUCT_NAME} by Phone — ${BRAND}` },
  { path: '/demo/agent/:agentId', remote: 'creator', page: 'demo-agent', title: `Your ${PRODUCT_NAME} — ${BRAND}` },
  { path: '/demo/agent', remote: 'creator', page: 'demo-agent', title: `Your ${PRODUCT_NAME} — ${BRAND}` },
  { path: '/widget-test', remote: 'creator', page: 'widget-test', title: `Widget test — ${BRAND}` },
  // A business's public booking page: the link in a missed-call text-back (issue 16).
  { path: '/book/:agentId', remote: 'creator', page: 'book', title: `Book online — ${BRAND}` },
  { path: '/trial-signup', remote: 'onboarding', page: 'trial-signup', title: `Start Your 14-Day Free Trial — ${BRAND}`, prerender: { query: ['agentId'] } },
  { path: '/payment-setup', remote: 'onboarding', page: 'payment-setup', title: `Payment setup — ${BRAND}` },
  { path: '/calendar-setup', remote: 'onboarding', page: 'calendar-setup', title: `Calendar setup — ${BRAND}` },
  { path: '/voice-recording', remote: 'onboarding', page: 'voice-recording', title: `Voice recording — ${BRAND}` },
  { path: '/testforwarding', remote: 'onboarding', page: 'testforwarding', title: `Call forwarding test — ${BRAND}` },
  // The owner portal (mfe-owner). `/dashboard/account` before `/dashboard/:agentId`: the
  // first match wins.
  { path: '/sign-in', remote: 'owner', page: 'sign-in', title: `Sign in — ${BRAND}`, prerender: { query: ['next'] } },
  { path: '/dashboard', remote: 'owner', page: 'dashboard', title: `Dashboard — ${BRAND}` },
  { path: '/dashboard/account', remote: 'owner', page: 'account', title: `Your account — ${BRAND}` },
  { path: '/dashboard/:agentId', remote: 'owner', page: 'overview', title: `Overview — ${BRAND}` },
  { path: '/dashboard/:agentId/calls', remote: 'owner', page: 'calls', title: `Calls — ${BRAND}` },
  { path: '/dashboard/:agentId/calls/:callId', remote: 'owner', page: 'call', title: `Call — ${BRAND}` },
  { path: '/dashboard/:agentId/bookings', remote: 'owner', page: 'bookings', title: `Bookings — ${BRAND}` },
  { path: '/dashboard/:agentId/settings', remote: 'owner', page: 'settings', title: `Agent settings — ${BRAND}` },
  { path: '/dashboard/:agentId/crew', remote: 'owner', page: 'crew', title: `Crew — ${BRAND}` },
  { path: '/dashboard/:agentId/plan', remote: 'owner', page: 'plan', title: `Tomorrow's plan — ${BRAND}` },
  { path: '/dashboard/:agentId/questions', remote: 'owner', page: 'questions', title: `Questions it couldn't answer — ${BRAND}` },
  { path: '/dashboard/:agentId/billing', remote: 'owner', page: 'billing', title: `Billing — ${BRAND}` },
];

export const SALES_REP_PAGE = 'landing-rep';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const s = b[i]!;
    if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(s);
    else if (p.toLowerCase() !== s.toLowerCase()) return null;
  }
  return params;
}

/**
 * Finds the page for a path. Sales-rep names (configuration) show the landing page in its
 * sales-rep reading. Trailing slashes are ignored; unknown paths answer null (the 404 page).
 */
export function matchRoute(pathname: string, salesReps: readonly string[] = []): RouteMatch | null {
  for (const route of ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  const segs = pathname.split('/').filter(Boolean);
  if (segs.length === 1 && salesReps.includes(segs[0]!.toLowerCase())) {
    return { route: { path: `/${segs[0]}`, remote: 'marketing', page: SALES_REP_PAGE, title: ROUTES[0]!.title, prerender: ROUTES[0]!.prerender }, params: { rep: segs[0]! } };
  }
  return null;
}

/** "/jordan/anything" → "Jordan"; "/" → null. Spec §2: first path segment, capitalised. */
export function salesRepFromPath(pathname: string): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return null;
  let seg = first;
  try {
    seg = decodeURIComponent(first);
  } catch {
    /* keep raw */
  }
  return seg.charAt(0).toUpperCase() + seg.slice(1);
}
