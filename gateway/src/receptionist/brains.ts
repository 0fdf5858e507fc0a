import type { Config } from '../config';
import type { Logger } from '../logging';
import { createDialogueEngine } from './engine';
import { createLlmBrain } from './llm';
import type { BrainFactory } from './session';

/** The built-in engine by default; the LLM brain when configured (RECEPTIONIST_BRAIN=auto|llm). */
export function brainFactory(config: Config, log: Logger): BrainFactory {
  const llm = config.RECEPTIONIST_BRAIN !== 'builtin' && config.LLM_BASE_URL && config.LLM_MODEL;
  // A resumed call continues from its saved dialogue state (the LLM brain starts afresh).
  if (!llm) return ({ state, ...a }) => createDialogueEngine({ ...a, ...(state ? { state } : {}) });
  log.info({ model: config.LLM_MODEL }, 'receptionist uses the LLM brain');
  return ({ state: _state, ...a }) => createLlmBrain({ ...a, baseUrl: config.LLM_BASE_URL!, model: config.LLM_MODEL!, ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}), timeoutMs: config.LLM_TIMEOUT_MS });
}
