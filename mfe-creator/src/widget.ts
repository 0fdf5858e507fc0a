import { useEffect, useState } from 'react';

/**
 * Loads the Bookline widget script (`/widget.js`) once per page. Failure is only logged to
 * the console (spec §7), as a warning.
 */
export function useWidgetScript(src = '/widget.js'): 'loading' | 'ready' | 'failed' {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let el = document.querySelector<HTMLScriptElement>(`script[data-bookline-loader][src="${src}"]`);
    const done = () => setState('ready');
    const fail = () => {
      console.warn('[creator] the Bookline widget script could not load');
      setState('failed');
    };
    if (el?.dataset.loaded === 'true') {
      done();
      return;
    }
    if (!el) {
      el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.dataset.booklineLoader = '';
      el.addEventListener('load', () => {
        el!.dataset.loaded = 'true';
      });
      document.body.appendChild(el);
    }
    el.addEventListener('load', done);
    el.addEventListener('error', fail);
    return () => {
      el!.removeEventListener('load', done);
      el!.removeEventListener('error', fail);
    };
  }, [src]);
  return state;
}

export interface ClientTools {
  [name: string]: (params: Record<string, unknown>) => Promise<string> | string;
}

/** Registers client tools the widget calls in setup-assistant mode (window.Bookline.clientTools). */
export function registerClientTools(tools: ClientTools): () => void {
  const w = window as unknown as { Bookline?: { clientTools?: ClientTools } };
  w.Bookline = { ...(w.Bookline ?? {}), clientTools: { ...(w.Bookline?.clientTools ?? {}), ...tools } };
  return () => {
    const ct = { ...(w.Bookline?.clientTools ?? {}) };
    for (const k of Object.keys(tools)) if (ct[k] === tools[k]) delete ct[k];
    if (w.Bookline) w.Bookline.clientTools = ct;
  };
}
