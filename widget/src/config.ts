/** Embed configuration read from the script tag or a container element (protocols.md §4). */
export interface EmbedConfig {
  agentId: string;
  /** Where the widget mounts; a container element or a new element after the script. */
  container: HTMLElement | null;
  origin: string;
}

export const AGENT_ID_RE = /^agent_[A-Za-z0-9]+$/;

/** Finds every embed on the page: the script's own data-agent-id and each container element. */
export function readEmbeds(script: HTMLScriptElement | null, doc: Document = document): { embeds: EmbedConfig[]; problems: string[] } {
  const origin = script?.src ? new URL(script.src, doc.baseURI).origin : location.origin;
  const embeds: EmbedConfig[] = [];
  const problems: string[] = [];
  const consider = (raw: string | null | undefined, container: HTMLElement | null) => {
    if (raw == null) return;
    const id = raw.trim();
    if (AGENT_ID_RE.test(id)) embeds.push({ agentId: id, container, origin });
    else problems.push(`ignoring data-agent-id "${id.slice(0, 40)}": expected agent_ followed by letters or digits`);
  };
  const containers = Array.from(doc.querySelectorAll<HTMLElement>('#bookline-widget[data-agent-id], [data-bookline-widget][data-agent-id]'));
  for (const el of containers) consider(el.getAttribute('data-agent-id'), el);
  if (script && containers.length === 0) consider(script.getAttribute('data-agent-id'), null);
  if (embeds.length === 0 && problems.length === 0) problems.push('no data-agent-id found on the script tag or a #bookline-widget element');
  return { embeds, problems };
}
