import { isAgentId, type CustomerInfo } from '@bookline/contracts';

/** Spec §3: the voice-setup keys carried to trial signup; removed once read. */
const PREFILL_KEYS = { userEmail: 'email', businessName: 'name', userAddress: 'address', userCity: 'city', userState: 'state', userZipcode: 'zipCode' } as const;

export function consumePrefill(storage: Storage | null = safeSession()): Partial<CustomerInfo> {
  const out: Partial<CustomerInfo> = {};
  if (!storage) return out;
  for (const [key, field] of Object.entries(PREFILL_KEYS)) {
    const v = storage.getItem(key);
    if (v) out[field] = v;
    storage.removeItem(key);
  }
  return out;
}

function safeSession(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's last created agent (kept only as a fallback: the URL and the server come first). */
export function currentAgentId(storage: Storage | null = safeSession()): string | null {
  const v = storage?.getItem('currentAgentId') ?? null;
  return isAgentId(v) ? v : null;
}

/**
 * Which agent the onboarding pages are about (issue 14): the `agentId` in the address (the demo
 * page's Start Trial link, checkout's return), else this tab's, else the last agent this browser
 * session created or started a trial for (kept on the server, so any tab and a later visit work).
 */
export async function resolveAgentId(search: URLSearchParams, fromState?: string | null): Promise<string | null> {
  const q = search.get('agentId');
  if (isAgentId(q)) return q;
  if (isAgentId(fromState)) return fromState;
  const tab = currentAgentId();
  if (tab) return tab;
  try {
    const res = await fetch('/api/session', { credentials: 'same-origin' });
    if (!res.ok) return null;
    const { data } = (await res.json()) as { data?: { agents?: unknown } };
    const list = Array.isArray(data?.agents) ? data.agents.filter(isAgentId) : [];
    return list.at(-1) ?? null;
  } catch {
    return null;
  }
}

/** What trial signup hands to payment setup as navigation state (spec §2). */
export interface PaymentState {
  customerInfo?: Partial<CustomerInfo>;
  agentId?: string | null;
  phoneNumber?: string | null;
}
