import type { BackendFunction } from './define';
import { logAgentCreatorStep } from './log-agent-creator-step';
import { logNotFound } from './log-not-found';
import { scrapeAndExtractBusinessData } from './scrape-and-extract-business-data';

/** Every backend function by its spec name. One module per function. */
export const FUNCTIONS: ReadonlyMap<string, BackendFunction> = new Map(
  ([logAgentCreatorStep, logNotFound, scrapeAndExtractBusinessData] as BackendFunction[]).map((f) => [f.name, f]),
);
