// The server bundle of this remote (built beside the browser build, production only): the
// gateway renders the marketing pages to static HTML with it at start-up, so a visitor's
// first paint is the page itself rather than an empty document waiting for JavaScript. The
// shell then loads this remote as usual and swaps the static copy for the live page.
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import Page from './Page';

export interface PrerenderRequest {
  /** The route's page key (`landing`, `faq`, `landing-rep`, …). */
  page: string;
  /** The URL path (`/faq`, `/alex`). */
  path: string;
  params: Record<string, string>;
}

/** What the pages read from `window.__BOOKLINE__` in the browser (the `/remotes.json` document). */
export type PageConfig = Record<string, unknown>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return out;
}

/** The page's markup after every lazy part has loaded (what the browser shows first). */
export async function renderPage(req: PrerenderRequest, config: PageConfig): Promise<string> {
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
