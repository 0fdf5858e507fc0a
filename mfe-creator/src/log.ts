import { callFunction } from '@bookline/ui';

/** Session storage keys of spec §3. */
export const SESSION_KEYS = ['currentAgentId', 'originalSalesRep', 'userEmail', 'businessName', 'userAddress', 'userCity', 'userState', 'userZipcode'] as const;

export function session(key: (typeof SESSION_KEYS)[number]): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export type Origin = 'WebForm' | 'VoiceSetup';

/**
 * Spec §7 log-agent-creator-step. Failures are only logged (as warnings: a logging hiccup is
 * not an error the owner should see).
 */
export async function logStep(step: number, stepData: Record<string, unknown>, { origin = 'WebForm', agentId, userEmail }: { origin?: Origin; agentId?: string; userEmail?: string } = {}): Promise<void> {
  try {
    await callFunction('log-agent-creator-step', {
      step,
      agentId: agentId || session('currentAgentId') || 'unknown',
      userEmail: userEmail ?? session('userEmail'),
      stepData,
      origin,
    });
  } catch (err) {
    console.warn('[creator] could not log step', step, err);
  }
}
