import type { BackendFunction } from './define';
import { logAgentCreatorStep } from './log-agent-creator-step';
import { logNotFound } from './log-not-found';
import { logClientError } from './log-client-error';
import { logConversion } from './log-conversion';

/** Every backend function by its spec name. One module per function. */
export const FUNCTIONS: ReadonlyMap<string, BackendFunction> = new Map(
  ([logAgentCreatorStep, logNotFound, logClientError, logConversion] as BackendFunction[]).map((f) => [f.name, f]),
);
