// Server rendering of a remote's pages to static HTML, for each remote's server bundle
// (src/prerender.tsx, built beside the browser build in production): the gateway renders the
// pages that are the same for every visitor at start-up, so a visitor's first paint is the
// page itself rather than an empty document waiting for JavaScript. The shell then loads the
// remote as usual and swaps the static copy for the live page.
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';

export interface PrerenderRequest {
  /** The route's page key (`landing`, `faq`, `create-agent`, …). */
  page: string;
  /** The URL path (`/faq`, `/alex`). */
  path: string;
  params: Record<string, string>;
}

/** What the pages read from `window.__BOOKLINE__` in the browser (the `/remotes.json` document). */
export type PageConfig = Record<string, unknown>;

export type RemotePage = ComponentType<{ page: string; params: Record<string, string> }>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/** The page's markup after every lazy part has loaded (what the browser shows first). */
export async function renderRemotePage(Page: RemotePage, req: PrerenderRequest, config: PageConfig): Promise<string> {
  const g = globalThis as { __BOOKLINE__?: PageConfig };
  const previous = g.__BOOKLINE__;
  g.__BOOKLINE__ = config;
  try {
    const { prelude } = await prerenderToNodeStream(
      <MemoryRouter initialEntries={[req.path]}>
        <Page page={req.page} params={req.params} />
      </MemoryRouter>,
    );
    return await streamToString(prelude);
  } finally {
    g.__BOOKLINE__ = previous;
  }
}
