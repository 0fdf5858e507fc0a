// Reading the TwiML the gateway answers on the voice webhooks (protocols.md §2), the way Twilio
// does for the verbs our gateway uses: Say, Hangup, Connect/ConversationRelay (with Parameter),
// Dial/Number. The in-page sandbox phone follows these verbs to drive the real call path.

export interface XmlNode {
  tag: string;
  attrs: Record<string, string>;
  children: Array<XmlNode | string>;
}

export type Verb =
  | { kind: 'say'; text: string }
  | { kind: 'hangup' }
  | {
      kind: 'connect';
      /** Where Twilio posts when the relay session ends (with `HandoffData`). */
      action?: string;
      relay: { url: string; welcomeGreeting?: string; parameters: Record<string, string> };
    }
  | { kind: 'dial'; action?: string; callerId?: string; number: string }
  | { kind: 'other'; tag: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** A small XML reader for TwiML documents: elements, attributes, text; no DTDs or CDATA. */
export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { tag: '#document', attrs: {}, children: [] };
  const stack: XmlNode[] = [root];
  const re = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<\/\s*([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const top = stack[stack.length - 1]!;
    if (m[1]) {
      if (top.tag !== m[1]) throw new Error(`TwiML: </${m[1]}> does not close <${top.tag}>`);
      stack.pop();
    } else if (m[2]) {
      const attrs: Record<string, string> = {};
      for (const a of (m[3] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
      const node: XmlNode = { tag: m[2], attrs, children: [] };
      top.children.push(node);
      if (!m[4]) stack.push(node);
    } else if (m[5] !== undefined) {
      if (m[5].trim()) top.children.push(decodeEntities(m[5]));
    }
  }
  if (stack.length !== 1) throw new Error(`TwiML: <${stack[stack.length - 1]!.tag}> is not closed`);
  return root;
}

const text = (n: XmlNode): string => n.children.map((c) => (typeof c === 'string' ? c : text(c))).join('').trim();
const elements = (n: XmlNode) => n.children.filter((c): c is XmlNode => typeof c !== 'string');

/** The verbs of a `<Response>`, in order. Throws when the document is not TwiML. */
export function parseTwiml(xml: string): Verb[] {
  const response = elements(parseXml(xml)).find((n) => n.tag === 'Response');
  if (!response) throw new Error('TwiML: no <Response>');
  return elements(response).map((n): Verb => {
    switch (n.tag) {
      case 'Say':
        return { kind: 'say', text: text(n) };
      case 'Hangup':
        return { kind: 'hangup' };
      case 'Connect': {
        const cr = elements(n).find((c) => c.tag === 'ConversationRelay');
        if (!cr?.attrs.url) return { kind: 'other', tag: 'Connect' };
        const parameters: Record<string, string> = {};
        for (const p of elements(cr)) if (p.tag === 'Parameter' && p.attrs.name) parameters[p.attrs.name] = p.attrs.value ?? '';
        return {
          kind: 'connect',
          ...(n.attrs.action ? { action: n.attrs.action } : {}),
          relay: { url: cr.attrs.url, ...(cr.attrs.welcomeGreeting ? { welcomeGreeting: cr.attrs.welcomeGreeting } : {}), parameters },
        };
      }
      case 'Dial': {
        const num = elements(n).find((c) => c.tag === 'Number');
        return {
          kind: 'dial',
          number: num ? text(num) : text(n),
          ...(n.attrs.action ? { action: n.attrs.action } : {}),
          ...(n.attrs.callerId ? { callerId: n.attrs.callerId } : {}),
        };
      }
      default:
        return { kind: 'other', tag: n.tag };
    }
  });
}

/**
 * A fictional caller id for the sandbox phone: +1, an area code, then 555-01xx (the range
 * reserved for fiction), so a sandbox call never carries a real person's number.
 */
export function sandboxCallerId(random: () => number = Math.random): string {
  const area = 201 + Math.floor(random() * 788); // 201…988
  const line = String(Math.floor(random() * 100)).padStart(2, '0');
  return `+1${area}55501${line}`;
}

/** "+15125550137" → "512-555-0137" (the spec's ddd-ddd-dddd); other input unchanged. */
export function displayNumber(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : e164;
}
