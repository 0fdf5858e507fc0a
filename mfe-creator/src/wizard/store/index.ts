import { create } from 'zustand';
import type { WizardReading } from '../readings';
import { createBusinessSlice, initialBusinessState, type BusinessSlice } from './business';
import { createNavigationSlice, type NavigationSlice } from './navigation';
import { createVoiceSlice, initialVoiceState, type VoiceSlice } from './voice';

export type WizardState = NavigationSlice & BusinessSlice & VoiceSlice & { reset: (reading: WizardReading) => void };

/** The wizard's one store: three slices, each in its own file. */
export const useWizard = create<WizardState>()((...a) => ({
  ...createNavigationSlice(...a),
  ...createBusinessSlice(...a),
  ...createVoiceSlice(...a),
  reset: (reading) =>
    a[0]({
      reading,
      step: 1,
      busy: false,
      ...initialBusinessState(),
      ...initialVoiceState(),
    }),
}));

export { rowsToServices, newRow, TEXT_FIELDS, type ServiceRow, type TextField, type BusinessForm } from './business';
