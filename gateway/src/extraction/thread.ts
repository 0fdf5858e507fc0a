// The extraction thread's entry: reads pages off its port, answers each with the extraction.
// Built as its own file (dist/extract-thread.cjs) beside the gateway's bundle; see isolate.ts.
import { parentPort } from 'node:worker_threads';
import { extractBusinessData } from './extract';
import type { ThreadReply, ThreadRequest } from './isolate';

parentPort?.on('message', (job: ThreadRequest) => {
  let reply: ThreadReply;
  try {
    const pages = job.pages.map((p) => ({ url: new URL(p.url), html: p.html, ...(p.pricesOnly ? { pricesOnly: true } : {}) }));
    reply = { id: job.id, result: extractBusinessData(pages, job.website) };
  } catch (err) {
    reply = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
// Loaded and listening: jobs may come (their time limit counts from here, not from start-up).
parentPort?.postMessage({ ready: true } satisfies ThreadReply);
