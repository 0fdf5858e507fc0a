/** Tiny TwiML builder: escapes every attribute and text. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export type Node = { tag: string; attrs?: Record<string, string | number | boolean | undefined>; children?: Array<Node | string> };

export function el(tag: string, attrs: Node['attrs'] = {}, children: Array<Node | string> = []): Node {
  return { tag, attrs, children };
}

function render(n: Node | string): string {
  if (typeof n === 'string') return esc(n);
  const a = Object.entries(n.attrs ?? {}).filter(([, v]) => v !== undefined).map(([k, v]) => ` ${k}="${esc(String(v))}"`).join('');
  const kids = (n.children ?? []).map(render).join('');
  return kids ? `<${n.tag}${a}>${kids}</${n.tag}>` : `<${n.tag}${a}/>`;
}

export function twiml(...children: Array<Node | string>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${render(el('Response', {}, children))}`;
}
