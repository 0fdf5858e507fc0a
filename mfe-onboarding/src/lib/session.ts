import { isAgentId, type CustomerInfo } from '@bookline/contracts';

/** Spec §3: the voice-setup keys carried to trial signup; removed once read. */
const PREFILL_KEYS = { userEmail: 'email', businessName: 'name', userAddress: 'address', userCity: 'city', userState: 'state', userZipcode: 'zipCode' } as const;

export function consumePrefill(storage: Storage = sessionStorage): Partial<CustomerInfo> {
  const out: Partial<CustomerInfo> = {};
  for (const [key, field] of Object.entries(PREFILL_KEYS)) {
    const v = storage.getItem(key);
    if (v) out[field] = v;
    storage.removeItem(key);
  }
  return out;
}

export function currentAgentId(storage: Storage = sessionStorage): string | null {
  const v = storage.getItem('currentAgentId');
  return isAgentId(v) ? v : null;
}

/** What trial signup hands to payment setup as navigation state (spec §2). */
export interface PaymentState {
  customerInfo?: Partial<CustomerInfo>;
  agentId?: string | null;
  phoneNumber?: string | null;
}
