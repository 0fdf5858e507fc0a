import { afterEach, describe, expect, it } from 'vitest';
import { ExtractionError } from './errors';
import { extractBusinessData } from './extract';
import { extractHere, extractionThreads, type Extract, type ExtractionThreads } from './isolate';

// The real thread entry (thread.ts), loaded from source through tsx as the built gateway loads dist/extract-thread.cjs.
const THREAD_SOURCE = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(new URL('./thread.ts', import.meta.url).href)}); })`;

const home = (html: string) => [{ url: new URL('https://shop.example/'), html }];
const PLUMBER = '<title>Acme Plumbing</title><body><h1>Acme Plumbing</h1><p>Call (512) 555-0142</p><p>100 Main St, Austin, TX 78701</p><p>Mon–Fri 8am–5pm</p><ul><li>Drain cleaning $129</li><li>Water heater flush $99</li></ul></body>';
/** Thousands of logo pictures, each weighed as the brand: a page that takes a long time to read, on whichever thread reads it. */
const slow = (n: number) => `<title>Logos</title><body>${Array.from({ length: n }, (_, i) => `<div class="brand"><img class="logo" src="/l${i}.png" alt="Acme ${i} Plumbing"></div>`).join('')}</body>`;
const SLOW = slow(3_000);

let threads: ExtractionThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

/** How many times the calling thread ran a timer while `extract` read the page. */
async function ticksDuring(extract: Extract, html: string): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    await extract(home(html), 'https://shop.example');
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('reading websites on worker threads', () => {
  it('answers exactly what reading on this thread answers', async () => {
    threads = extractionThreads({ script: THREAD_SOURCE, eval: true, threads: 1 });
    const there = await threads.extract(home(PLUMBER), 'https://shop.example');
    expect(there).toStrictEqual(extractBusinessData(home(PLUMBER), 'https://shop.example'));
    expect(there.businessData).toMatchObject({ BusinessName: 'Acme Plumbing', BusinessAddressCity: 'Austin' });
  }, 30_000);

  it('leaves the calling thread free while a slow page is read (on this thread it is not)', async () => {
    threads = extractionThreads({ script: THREAD_SOURCE, eval: true, threads: 1 });
    await threads.extract(home(PLUMBER), 'https://shop.example'); // loaded
    expect(await ticksDuring(threads.extract, SLOW)).toBeGreaterThan(0);
    expect(await ticksDuring(extractHere, SLOW)).toBe(0);
  }, 60_000);

  it('ends a reading that runs over its time as "too-large", and reads the next site on a new thread', async () => {
    // A page that takes seconds to read; the limit leaves the next site's fresh thread time to
    // warm up even on a busy machine.
    threads = extractionThreads({ script: THREAD_SOURCE, eval: true, threads: 1, timeoutMs: 2_000 });
    const long = threads.extract(home(slow(150_000)), 'https://shop.example');
    const next = threads.extract(home(PLUMBER), 'https://shop.example');
    await expect(long).rejects.toSatisfy((err: unknown) => err instanceof ExtractionError && err.code === 'too-large');
    await expect(next).resolves.toMatchObject({ businessData: { BusinessName: 'Acme Plumbing' } });
  }, 60_000);

  it('reads several sites at once on as many threads, each answer going to its own caller', async () => {
    threads = extractionThreads({ script: THREAD_SOURCE, eval: true, threads: 2 });
    const names = ['Acme Plumbing', 'Bright Dental', 'Clip Barbers', 'Dry Cleaners Co'];
    const answers = await Promise.all(names.map((n) => threads!.extract(home(`<title>${n}</title><body><h1>${n}</h1><p>Call (512) 555-0142</p></body>`), 'https://shop.example')));
    expect(answers.map((a) => a.businessData.BusinessName)).toStrictEqual(names);
  }, 30_000);

  it('fails the waiting sites, and does not restart forever, when the thread cannot load', async () => {
    threads = extractionThreads({ script: 'throw new Error("broken build")', eval: true, threads: 1 });
    await expect(threads.extract(home(PLUMBER), 'https://shop.example')).rejects.toThrow(/broken build/);
  });

  it('refuses sites after it is closed', async () => {
    threads = extractionThreads({ script: THREAD_SOURCE, eval: true, threads: 1 });
    await threads.close();
    await expect(threads.extract(home(PLUMBER), 'https://shop.example')).rejects.toThrow(/closed/);
  });
});
