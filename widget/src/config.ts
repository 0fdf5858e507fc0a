/** Embed configuration read from the script tag or a container element (protocols.md §4). */
export type Position = 'bottom-right' | 'bottom-left' | 'inline';
export type Mode = 'receptionist' | 'setup';

export interface EmbedConfig {
  agentId: string;
  /** Where the widget mounts; a container element, or null for a floating widget appended to the body. */
  container: HTMLElement | null;
  /** The gateway's origin (where widget.js came from): `/widget/session` lives there. */
  origin: string;
  /** A CSS colour for buttons and the caller's bubbles (`data-color`). */
  color?: string;
  position: Position;
  /** Shown as the agent's first message (`data-greeting`). */
  greeting?: string;
  /** BCP 47 tag for speech recognition and synthesis (`data-language`), e.g. en-US. */
  lang: string;
  mode: Mode;
  /** CSP nonce for the fallback <style> element (`data-nonce`, or the script's own nonce). */
  nonce?: string;
  /** Setup mode: the sales-person label chosen by the page (`data-sales-person`), else computed (spec §2). */
  salesPerson?: string;
}

/** The setup assistant's agent id on the gateway (issue 5): the default in setup mode. */
export const SETUP_AGENT_ID = 'agent_setupassistant';

export const AGENT_ID_RE = /^agent_[A-Za-z0-9]+$/;
export const CONTAINER_SELECTOR = '#bookline-widget, [data-bookline-widget]';
const POSITIONS: readonly Position[] = ['bottom-right', 'bottom-left', 'inline'];

/** The first non-empty data attribute among the elements (container first, then the script). */
function attr(els: ReadonlyArray<Element | null>, name: string): string | undefined {
  for (const el of els) {
    const v = el?.getAttribute('data-' + name)?.trim();
    if (v) return v;
  }
  return undefined;
}

export function readOptions(container: HTMLElement | null, script: HTMLScriptElement | null, docLang: string): Omit<EmbedConfig, 'agentId' | 'container' | 'origin'> {
  const els = [container, script];
  const pos = attr(els, 'position') as Position | undefined;
  const color = attr(els, 'color');
  const lang = attr(els, 'language') ?? attr(els, 'lang') ?? (docLang || 'en-US');
  return {
    color: color && (typeof CSS === 'undefined' || CSS.supports('color', color)) ? color : undefined,
    position: pos && POSITIONS.includes(pos) ? pos : container ? 'inline' : 'bottom-right',
    greeting: attr(els, 'greeting'),
    lang: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : 'en-US',
    mode: /^setup/.test(attr(els, 'mode') ?? '') ? 'setup' : 'receptionist',
    nonce: attr(els, 'nonce') ?? (script?.nonce || undefined),
    salesPerson: attr(els, 'sales-person'),
  };
}

/**
 * Finds every embed on the page: each container element not mounted yet, else the script's own
 * data-agent-id. `skip` filters out containers that already carry a widget.
 */
export function readEmbeds(
  script: HTMLScriptElement | null,
  doc: Document = document,
  skip: (el: HTMLElement) => boolean = () => false,
  withScript = true,
): { embeds: EmbedConfig[]; problems: string[]; containers: HTMLElement[] } {
  const origin = script?.src ? new URL(script.src, doc.baseURI).origin : location.origin;
  const docLang = doc.documentElement.lang;
  const embeds: EmbedConfig[] = [];
  const problems: string[] = [];
  const consider = (container: HTMLElement | null) => {
    const options = readOptions(container, script, docLang);
    // A container may leave the id to the script tag; the setup assistant needs none.
    const raw = attr([container, script], 'agent-id') ?? (options.mode === 'setup' ? SETUP_AGENT_ID : null);
    if (raw == null) return problems.push('no data-agent-id found on the script tag or a #bookline-widget element');
    if (AGENT_ID_RE.test(raw)) embeds.push({ agentId: raw, container, origin, ...options });
    else problems.push(`ignoring data-agent-id "${raw.slice(0, 40)}": expected agent_ followed by letters or digits`);
  };
  const all = Array.from(doc.querySelectorAll<HTMLElement>(CONTAINER_SELECTOR));
  const containers = all.filter((el) => !skip(el));
  for (const el of containers) consider(el);
  if (withScript && all.length === 0) consider(null);
  return { embeds, problems, containers };
}
