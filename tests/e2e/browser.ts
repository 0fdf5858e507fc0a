// Chromium for end-to-end tests: the system browser through playwright-core, never a download.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/** A page that records console errors and page errors. */
export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { page, errors };
}

/**
 * Something a test file shares across its tests (a browser, a server): started before them,
 * stopped after them. Read it inside tests through the returned getter.
 */
export function useFixture<T>(start: () => Promise<T>, stop: (value: T) => unknown): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await start();
  });
  afterAll(async () => {
    if (value !== undefined) await stop(value);
  });
  return () => {
    if (value === undefined) throw new Error('the fixture is not started yet (use it inside a test or hook)');
    return value;
  };
}

/** One browser for a test file. */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  return useFixture(() => launchBrowser(extraArgs), (b) => b.close());
}
