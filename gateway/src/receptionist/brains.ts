import type { Config } from '../config';
import type { Logger } from '../logging';
import { createDialogueEngine } from './engine';
import { createLlmBrain } from './llm';
import type { BrainFactory } from './session';

/** The built-in engine by default; the LLM brain when configured (RECEPTIONIST_BRAIN=auto|llm). */
export function brainFactory(config: Config, log: Logger): BrainFactory {
  const llm = config.RECEPTIONIST_BRAIN !== 'builtin' && config.LLM_BASE_URL && config.LLM_MODEL;
  if (!llm) return (a) => createDialogueEngine(a);
  log.info({ model: config.LLM_MODEL }, 'receptionist uses the LLM brain');
  return (a) => createLlmBrain({ ...a, baseUrl: config.LLM_BASE_URL!, model: config.LLM_MODEL!, ...(config.LLM_API_KEY ? { apiKey: config.LLM_API_KEY } : {}), timeoutMs: config.LLM_TIMEOUT_MS });
}
