import { TEXTS } from '../texts';

/**
 * The two readings of the one wizard (spec §2, §4). Everything that differs between
 * /create-agent (4 steps) and /create-agent2 (5 steps) is here; the steps are shared.
 */
export interface WizardReading {
  id: 'quick4' | 'quick5';
  totalSteps: 4 | 5;
  /** 4-step: required fields are checked on leaving step 3; 5-step: at creation. */
  checkRequiredAt: 'business' | 'create';
  /** 4-step: analysis starts by itself on step 2; 5-step offers Analyze My Website. */
  autoAnalyze: boolean;
  /** After cloning (or skipping): 4-step creates at once (step 6), 5-step shows Ready to Create. */
  afterVoice: 'create' | 'review';
  /** 4-step fills missing values before create-full-agent (spec §7). */
  defaultsBeforeCreate: boolean;
  voiceHeading: string;
  cloneLabel: string;
  skipVoiceLabel: string;
}

export const READINGS: Record<WizardReading['id'], WizardReading> = {
  quick4: {
    id: 'quick4',
    totalSteps: 4,
    checkRequiredAt: 'business',
    autoAnalyze: true,
    afterVoice: 'create',
    defaultsBeforeCreate: true,
    voiceHeading: TEXTS.steps.voice4,
    cloneLabel: TEXTS.voiceStep.clone4,
    skipVoiceLabel: TEXTS.voiceStep.skip4,
  },
  quick5: {
    id: 'quick5',
    totalSteps: 5,
    checkRequiredAt: 'create',
    autoAnalyze: false,
    afterVoice: 'review',
    defaultsBeforeCreate: false,
    voiceHeading: TEXTS.steps.voice5,
    cloneLabel: TEXTS.voiceStep.clone5,
    skipVoiceLabel: TEXTS.voiceStep.skip5,
  },
};

/** The progress bar's N: any step above the total shows the total ("4 of 4" while creating). */
export const progressStep = (step: number, reading: WizardReading) => Math.min(step, reading.totalSteps);
