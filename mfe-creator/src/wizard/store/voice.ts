import type { StateCreator } from 'zustand';
import type { WizardState } from './index';

export interface VoiceSlice {
  /** The accepted take, base64 (create-voice-clone audioData). */
  audioBase64: string | null;
  voiceId: string | null;
  voiceSkipped: boolean;
  setAudio: (b64: string | null) => void;
  setVoiceId: (id: string | null) => void;
  setVoiceSkipped: (v: boolean) => void;
}

/** The voice slice's data before recording (also what `reset` returns to). */
export const initialVoiceState = () => ({ audioBase64: null, voiceId: null, voiceSkipped: false });

export const createVoiceSlice: StateCreator<WizardState, [], [], VoiceSlice> = (set) => ({
  ...initialVoiceState(),
  setAudio: (audioBase64) => set({ audioBase64 }),
  setVoiceId: (voiceId) => set({ voiceId }),
  setVoiceSkipped: (voiceSkipped) => set({ voiceSkipped }),
});
