import type { BackendFunction } from './define';
import { logAgentCreatorStep } from './log-agent-creator-step';
import { logNotFound } from './log-not-found';
import { logClientError } from './log-client-error';
import { createFullAgent } from './create-full-agent';
import { createVoiceClone } from './create-voice-clone';
import { assignAgentPhone } from './assign-agent-phone';
import { getAgentPhone } from './get-agent-phone';

/** Every backend function by its spec name. One module per function. */
export const FUNCTIONS: ReadonlyMap<string, BackendFunction> = new Map(
  ([logAgentCreatorStep, logNotFound, logClientError, createFullAgent, createVoiceClone, assignAgentPhone, getAgentPhone] as BackendFunction[]).map((f) => [f.name, f]),
);
