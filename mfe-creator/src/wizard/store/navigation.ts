import type { StateCreator } from 'zustand';
import { READINGS, type WizardReading } from '../readings';
import type { WizardState } from './index';

export interface NavigationSlice {
  reading: WizardReading;
  step: number;
  /** A request is running (analysis, cloning, creating): buttons that would race are disabled. */
  busy: boolean;
  goTo: (step: number) => void;
  setBusy: (busy: boolean) => void;
}

export const createNavigationSlice: StateCreator<WizardState, [], [], NavigationSlice> = (set) => ({
  reading: READINGS.quick4,
  step: 1,
  busy: false,
  goTo: (step) => set({ step }),
  setBusy: (busy) => set({ busy }),
});
