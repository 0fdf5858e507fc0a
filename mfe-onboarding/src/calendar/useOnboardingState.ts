import { useCallback, useEffect, useState } from 'react';
import type { Checklist, ChecklistKey, OnboardingState } from '@bookline/contracts';
import { callFunction, toast } from '@bookline/ui';
import { TEXTS } from '../texts';

/** The five steps the page shows, in order (spec §2 completion keys). */
export const STEPS = ['calendar', 'invite', 'widget', 'voice', 'phone'] as const satisfies readonly ChecklistKey[];
export type StepKey = (typeof STEPS)[number];

const ALL_DONE: Checklist = { calendar: true, invite: true, widget: true, voice: true, test: true, phone: true };
const NONE: Checklist = { calendar: false, invite: false, widget: false, voice: false, test: false, phone: false };

/**
 * Checklist state kept server-side per agent. Test mode (spec §4) starts with every step
 * complete and does not write until the owner toggles something.
 */
export function useOnboardingState(agentId: string | null, test: boolean) {
  const [state, setState] = useState<OnboardingState | null>(null);
  const [checklist, setChecklist] = useState<Checklist>(test ? ALL_DONE : NONE);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!agentId) return;
    let alive = true;
    callFunction('get-onboarding-state', { agentId })
      .then((s) => {
        if (!alive) return;
        setState(s);
        if (!test) setChecklist(s.checklist);
      })
      .catch((err: Error) => alive && setLoadError(err.message));
    return () => {
      alive = false;
    };
  }, [agentId, test]);

  const toggle = useCallback(
    async (key: ChecklistKey) => {
      const complete = !checklist[key];
      setChecklist((c) => ({ ...c, [key]: complete }));
      if (!agentId) return;
      try {
        const s = await callFunction('update-onboarding-checklist', { agentId, key, complete });
        setState(s);
      } catch {
        setChecklist((c) => ({ ...c, [key]: !complete }));
        toast({ title: TEXTS.calendar.toggleFailed, variant: 'destructive' });
      }
    },
    [agentId, checklist],
  );

  return { state, setState, checklist, toggle, loadError };
}
