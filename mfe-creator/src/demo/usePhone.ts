import { useEffect, useState } from 'react';
import type { GetAgentPhoneResponse } from '@bookline/contracts';
import { ApiError, callFunction, FunctionError } from '@bookline/ui';

export type PhoneState =
  | { kind: 'waiting' | 'loading' | 'assigning' }
  | { kind: 'ready'; phoneNumber: string }
  | { kind: 'none' }
  | { kind: 'fetch-failed' | 'fetch-error' | 'assign-failed' };

/** How often the page looks again while the server is still buying the number. */
export const PHONE_POLL_MS = 2_000;

/**
 * The demo page only shows the agent's number: the server buys it when the agent is created
 * (a job that retries, issue 14), so leaving the page early changes nothing. While the job runs
 * the page polls; a failure for good shows the in-progress card (the owner was emailed).
 */
export function usePhone(agentId: string | undefined): PhoneState {
  const [state, setState] = useState<PhoneState>({ kind: 'waiting' });
  useEffect(() => {
    if (!agentId) return;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const set = (s: PhoneState) => alive && setState(s);
    const look = async (first: boolean) => {
      if (first) set({ kind: 'loading' });
      let res: GetAgentPhoneResponse;
      try {
        res = await callFunction('get-agent-phone', { agentId });
      } catch (err) {
        return set({ kind: err instanceof ApiError && err.status > 0 ? 'fetch-failed' : 'fetch-error' });
      }
      if (!res.success) return set({ kind: 'fetch-failed' });
      if (res.phoneNumber) return set({ kind: 'ready', phoneNumber: res.phoneNumber });
      if (res.assignment === 'failed') return set({ kind: 'assign-failed' });
      if (res.assignment === 'none') return set({ kind: 'none' });
      set({ kind: 'assigning' });
      if (alive) timer = setTimeout(() => void look(false), PHONE_POLL_MS);
    };
    void look(true);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [agentId]);
  return state;
}
