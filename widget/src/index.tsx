// The Bookline widget loader. Runs once per page however many times it is included.
import { readEmbeds } from './config';

const script = document.currentScript as HTMLScriptElement | null;
const w = window as unknown as { Bookline?: { loaded?: boolean } };

if (!w.Bookline?.loaded) {
  w.Bookline = { ...(w.Bookline ?? {}), loaded: true };
  const { embeds, problems } = readEmbeds(script);
  for (const p of problems) console.warn(`[Bookline widget] ${p}`);
  for (const e of embeds) {
    if (e.container) e.container.setAttribute('data-bookline-ready', 'false');
  }
}
