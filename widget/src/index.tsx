// The Bookline widget loader (protocols.md §4). Runs once per page however many times it is
// included; a later include only mounts containers that appeared since (single-page apps).
import { readEmbeds } from './config';
import { off, on, tools, type ToolHandler } from './events';
import { Widget } from './widget';

const script = document.currentScript as HTMLScriptElement | null;

type Call = ArrayLike<unknown>;
export interface BooklineApi {
  (method: string, ...args: unknown[]): unknown;
  loaded: true;
  open(agentId?: string): void;
  close(agentId?: string): void;
  on: typeof on;
  off: typeof off;
  /** Mounts container elements added to the page since the script loaded. */
  mount(): void;
  registerClientTool(name: string, handler: ToolHandler): void;
  /** Client tool handlers by name; the page may also assign them here (before or after load). */
  clientTools: Record<string, ToolHandler>;
}
const w = window as unknown as { Bookline?: (Partial<BooklineApi> & { q?: Call[] }) | undefined };
const existing = w.Bookline;

if (existing?.loaded) existing.mount?.();
else boot(Array.isArray(existing?.q) ? existing.q : []);


function boot(queue: Call[]): void {
  const widgets: Widget[] = [];
  const seen = new WeakSet<HTMLElement>();
  const mount = (withScript: boolean) => {
    const { embeds, problems, containers } = readEmbeds(script, document, (el) => seen.has(el), withScript);
    for (const el of containers) seen.add(el);
    for (const p of problems) console.warn('[Bookline widget] ' + p);
    for (const e of embeds) {
      e.container?.setAttribute('data-bookline-ready', 'false');
      try {
        widgets.push(new Widget(e));
      } catch (err) {
        console.error('[Bookline widget] could not mount the widget', err);
      }
    }
  };
  const pick = (id: unknown) => widgets.filter((x) => !id || x.cfg.agentId === id);
  const api = ((method: string, ...args: unknown[]) => {
    const f = (api as unknown as Record<string, unknown>)[method];
    return typeof f === 'function' ? f(...args) : console.warn('[Bookline widget] unknown method ' + method);
  }) as BooklineApi;
  Object.assign(api, {
    loaded: true,
    open: (id?: string) => pick(id)[0]?.open(),
    close: (id?: string) => pick(id).forEach((x) => x.close()),
    on,
    off,
    mount: () => mount(false),
    registerClientTool: (name: string, fn: ToolHandler) => void tools.set(name, fn),
    clientTools: existing?.clientTools ?? {},
  });
  w.Bookline = api;
  // Calls queued by the stub before the script loaded: listeners first, so they see 'ready'.
  const early = (c: Call) => ['on', 'off', 'registerClientTool'].includes(String(c[0]));
  const replay = (c: Call) => api(...(Array.from(c) as [string, ...unknown[]]));
  const start = () => {
    queue.filter(early).forEach(replay);
    mount(true);
    queue.filter((c) => !early(c)).forEach(replay);
    // Containers a single-page app renders later mount by themselves (one look per burst of changes).
    let timer = 0;
    new MutationObserver(() => {
      timer ||= window.setTimeout(() => {
        timer = 0;
        mount(false);
      }, 30);
    }).observe(document.body, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
