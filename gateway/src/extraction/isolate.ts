// Extraction off the gateway's main thread. Parsing a page is synchronous work: a page built to
// be slow (half a megabyte of nesting takes about two seconds) would otherwise stall every other
// request the gateway is answering. The gateway's build runs extraction in worker threads, each
// job with a time limit; past it the thread is ended and the site is "too large" to analyse.
import { Worker } from 'node:worker_threads';
import { ExtractionError } from './errors';
import { extractBusinessData, type Extraction, type PageInput } from './extract';

/** Pages in, extraction out: in this thread or in another. */
export type Extract = (pages: PageInput[], website: string) => Promise<Extraction>;

/** Extraction on the calling thread (development under tsx, and tests of the analysis itself). */
export const extractHere: Extract = async (pages, website) => extractBusinessData(pages, website);

export interface ThreadRequest {
  id: number;
  pages: Array<{ url: string; html: string; pricesOnly?: boolean }>;
  website: string;
}
export type ThreadReply = { id: number; result: Extraction } | { id: number; error: string } | { ready: true };

export interface ThreadOptions {
  /** The thread's script: the built `extract-thread.cjs`, or (tests) source for an eval worker. */
  script: string | URL;
  eval?: boolean;
  /** Threads working at once (jobs beyond that wait their turn). */
  threads?: number;
  /** Longest one extraction may run before its thread is ended. */
  timeoutMs?: number;
}

export interface ExtractionThreads {
  extract: Extract;
  /** Ends every thread; jobs still waiting are refused. */
  close(): Promise<void>;
}

interface Job extends ThreadRequest {
  resolve(result: Extraction): void;
  reject(err: Error): void;
}

interface Slot {
  worker?: Worker;
  /** The thread has loaded and takes jobs. */
  ready?: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

export function extractionThreads({ script, eval: isEval = false, threads = 2, timeoutMs = 10_000 }: ThreadOptions): ExtractionThreads {
  const slots: Slot[] = Array.from({ length: Math.max(1, threads) }, () => ({}));
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  const finish = (slot: Slot, outcome: { result: Extraction } | { error: Error }) => {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
    dispatch();
  };

  // A thread that ended (its time ran out, or it crashed) is replaced on the next job.
  const discard = (slot: Slot, worker: Worker) => {
    if (slot.worker === worker) {
      slot.worker = undefined;
      slot.ready = false;
    }
    void worker.terminate();
  };

  const start = (slot: Slot): Worker => {
    const worker = new Worker(script, { eval: isEval });
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) {
        if (slot.worker === worker) slot.ready = true;
        dispatch();
        return;
      }
      if (slot.job?.id !== reply.id) return;
      finish(slot, 'result' in reply ? { result: reply.result } : { error: new Error(reply.error) });
    });
    // A thread that cannot even load (a broken build) fails the jobs waiting for it rather than restarting forever.
    const failed = (err: Error) => {
      const loaded = slot.ready;
      discard(slot, worker);
      if (slot.job) finish(slot, { error: err });
      else if (!loaded) for (const job of waiting.splice(0)) job.reject(err);
    };
    worker.on('error', failed);
    worker.on('exit', (code) => {
      if (slot.worker === worker) failed(new Error(`extraction thread exited (${code})`));
    });
    slot.worker = worker;
    slot.ready = false;
    return worker;
  };

  const dispatch = () => {
    if (closed) return;
    for (const slot of slots) {
      if (slot.job || !waiting.length) continue;
      if (!slot.worker) start(slot);
      if (!slot.ready) continue;
      const worker = slot.worker!;
      const job = waiting.shift()!;
      slot.job = job;
      slot.timer = setTimeout(() => {
        discard(slot, worker);
        finish(slot, { error: new ExtractionError('too-large', `extraction ran over ${timeoutMs} ms`) });
      }, timeoutMs);
      slot.timer.unref();
      const request: ThreadRequest = { id: job.id, pages: job.pages, website: job.website };
      worker.postMessage(request);
    }
  };

  return {
    extract(pages, website) {
      if (closed) return Promise.reject(new Error('extraction threads are closed'));
      return new Promise<Extraction>((resolve, reject) => {
        const serial = pages.map((p) => ({ url: p.url.href, html: p.html, ...(p.pricesOnly ? { pricesOnly: true } : {}) }));
        waiting.push({ id: nextId++, pages: serial, website, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('extraction threads are closed'));
      await Promise.all(slots.map(async (slot) => {
        const worker = slot.worker;
        slot.worker = undefined;
        finish(slot, { error: new Error('extraction threads are closed') });
        if (worker) await worker.terminate();
      }));
    },
  };
}
