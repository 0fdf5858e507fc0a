import { useEffect, useState } from 'react';
import type { AssignAgentPhoneResponse, GetAgentPhoneResponse } from '@bookline/contracts';
import { ApiError, callFunction } from '@bookline/ui';

export type PhoneState =
  | { kind: 'waiting' | 'loading' | 'assigning' }
  | { kind: 'ready'; phoneNumber: string }
  | { kind: 'none' }
  | { kind: 'fetch-failed' | 'fetch-error' | 'assign-failed' };

export const PHONE_FETCH_DELAY_MS = 2_000;

/**
 * Spec §4 demo page phone: wait 2 s, fetch; a failed answer or a network error show the
 * in-progress card; no number yet → assign one automatically.
 */
export function usePhone(agentId: string | undefined): PhoneState {
  const [state, setState] = useState<PhoneState>({ kind: 'waiting' });
  useEffect(() => {
    if (!agentId) return;
    let alive = true;
    const set = (s: PhoneState) => alive && setState(s);
    const timer = setTimeout(async () => {
      set({ kind: 'loading' });
      let phone: string | null | undefined;
      try {
        const res = await callFunction('get-agent-phone', { agentId });
        if (!res.success) return set({ kind: 'fetch-failed' });
        phone = res.phoneNumber;
      } catch (err) {
        return set({ kind: err instanceof ApiError && err.status > 0 ? 'fetch-failed' : 'fetch-error' });
      }
      if (phone) return set({ kind: 'ready', phoneNumber: phone });
      set({ kind: 'assigning' });
      try {
        const res = await callFunction('assign-agent-phone', { agentId }, { timeoutMs: 45_000 });
        set(res.success && res.assignedPhoneNumber ? { kind: 'ready', phoneNumber: res.assignedPhoneNumber } : { kind: 'none' });
      } catch {
        set({ kind: 'assign-failed' });
      }
    }, PHONE_FETCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [agentId]);
  return state;
}
