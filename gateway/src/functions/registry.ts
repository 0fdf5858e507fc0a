import type { BackendFunction } from './define';
import { logAgentCreatorStep } from './log-agent-creator-step';
import { logClientError } from './log-client-error';
import { logNotFound } from './log-not-found';
import { scrapeAndExtractBusinessData } from './scrape-and-extract-business-data';
import { createFullAgent } from './create-full-agent';
import { createVoiceClone } from './create-voice-clone';
import { assignAgentPhone } from './assign-agent-phone';
import { getAgentPhone } from './get-agent-phone';

/** Every backend function by its spec name. One module per function, one line each. */
const ALL: BackendFunction[] = [
  logAgentCreatorStep,
  logNotFound,
  logClientError,
  scrapeAndExtractBusinessData,
  createFullAgent,
  createVoiceClone,
  assignAgentPhone,
  getAgentPhone,
];

export const FUNCTIONS: ReadonlyMap<string, BackendFunction> = new Map(ALL.map((f) => [f.name, f]));
