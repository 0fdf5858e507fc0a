// Pages exported by site builders often carry their images inline, as base64 data URIs: a
// 4 MB home page whose text is 50 KB. The analysis never needs image bytes, so the payload of
// every `;base64,` run is dropped while the page streams in, and only what remains counts
// against the page cap. A page of text past the cap is still refused.

const MARKER = Buffer.from('base64,');

/** Base64 alphabet bytes (A–Z, a–z, 0–9, +, /, =). */
const BASE64 = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=') BASE64[c.charCodeAt(0)] = 1;

/**
 * Streaming: feed chunks in order; each call returns the bytes kept from that chunk. A marker
 * split across chunks is still found; `base64,` itself is kept, so the attribute stays a
 * well-formed (empty) data URI.
 */
export function inlineDataFilter() {
  let matched = 0; // bytes of MARKER matched so far
  let skipping = false;
  return {
    push(chunk: Buffer): Buffer {
      const out = Buffer.allocUnsafe(chunk.length);
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!;
        if (skipping) {
          if (BASE64[b]) continue;
          skipping = false;
        }
        out[n++] = b;
        if (b === MARKER[matched]) {
          matched++;
          if (matched === MARKER.length) {
            matched = 0;
            skipping = true;
          }
        } else {
          matched = b === MARKER[0] ? 1 : 0;
        }
      }
      return out.subarray(0, n);
    },
  };
}
