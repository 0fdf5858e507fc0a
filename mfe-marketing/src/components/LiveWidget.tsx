import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@bookline/ui';
import { siteConfig } from '../lib/site';
import { TEXTS } from '../texts';

export const WIDGET_SRC = '/widget.js';
export const READY_EVENT = 'bookline:ready';
/** How far below the viewport the container may still be when its script starts loading. */
export const WIDGET_LOAD_MARGIN = '600px 0px';

/** Calls `load` once `el` comes near the viewport (at once where that can't be observed). */
function whenNearViewport(el: HTMLElement, load: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => {};
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      load();
    },
    { rootMargin: WIDGET_LOAD_MARGIN },
  );
  io.observe(el);
  return () => io.disconnect();
}

/**
 * The live widget container (spec §2: "Loading AI Receptionist..." until loaded).
 *
 * Contract with the widget served at `/widget.js` (protocols.md §4):
 * - The page renders `<div id="bookline-widget" data-bookline-widget data-agent-id="agent_…">`
 *   inside a box of fixed size, so the page does not move when the widget appears.
 *   The agent id is the configured demo agent (`DEMO_AGENT_ID`, `/remotes.json` → site).
 * - The page loads `/widget.js` once per document (async), when the container comes within
 *   `WIDGET_LOAD_MARGIN` of the viewport: the widget sits below the fold, and its script is
 *   not part of the page's first load. If it is already loaded (a client-side navigation
 *   back to this page) and exposes `window.Bookline.mount(el)`, the page calls that for the
 *   new container.
 * - The widget mounts inside the mount element and signals readiness by setting
 *   `data-bookline-ready="true"` on it and/or dispatching a `bookline:ready` DOM event on it
 *   (bubbling or not). Then the loading text goes away.
 * - A script that fails to load is only logged to the console (spec §7).
 */
export function LiveWidget({ agentId = siteConfig().demoAgentId, label = 'Live demo of the AI Receptionist' }: { agentId?: string; label?: string }) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = mount.current;
    if (!el) return;
    const markReady = () => setReady(true);
    if (el.getAttribute('data-bookline-ready') === 'true') markReady();
    el.addEventListener(READY_EVENT, markReady);
    const observer = new MutationObserver(() => {
      if (el.getAttribute('data-bookline-ready') === 'true') markReady();
    });
    observer.observe(el, { attributes: true, attributeFilter: ['data-bookline-ready'] });

    const w = window as unknown as { Bookline?: { loaded?: boolean; mount?: (el: HTMLElement) => void } };
    const stopWatching = whenNearViewport(el, () => {
      const existing = document.querySelector<HTMLScriptElement>(`script[src="${WIDGET_SRC}"]`);
      if (!existing) {
        const script = document.createElement('script');
        script.src = WIDGET_SRC;
        script.async = true;
        script.setAttribute('data-agent-id', agentId);
        script.onerror = () => console.warn('[bookline] the AI Receptionist widget could not be loaded');
        document.body.appendChild(script);
      } else {
        w.Bookline?.mount?.(el);
      }
    });
    return () => {
      stopWatching();
      el.removeEventListener(READY_EVENT, markReady);
      observer.disconnect();
    };
  }, [agentId]);

  return (
    <div className="mk-widget" data-ready={ready} aria-label={label} role="group">
      <div ref={mount} id="bookline-widget" className="mk-widget__mount" data-bookline-widget="" data-agent-id={agentId} />
      {ready ? null : (
        <div className="mk-widget__loading">
          <Spinner label={TEXTS.widgetLoading} />
          <p aria-hidden="true">{TEXTS.widgetLoading}</p>
        </div>
      )}
    </div>
  );
}

export function LiveWidgetSection() {
  return (
    <section className="mk-section" aria-labelledby="try-live">
      <div className="bl-container">
        <h2 id="try-live">Talk to It Live</h2>
        <p className="mk-section__lead">Click the widget and ask about services, prices or booking a job, just like your callers will.</p>
        <LiveWidget />
      </div>
    </section>
  );
}
