import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export interface Asset {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Served to any origin (remotes and the widget are loaded cross-origin). */
  crossOrigin: boolean;
}

export interface Mount {
  /** URL prefix ending in '/'. */
  prefix: string;
  dir: string;
  crossOrigin?: boolean;
  /** Sub-folders (relative, ending in '/') that are never served, e.g. a server bundle. */
  skip?: readonly string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.wav': 'audio/wav',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest)|image\/svg)/;
/** A content hash in the file name (`main.3f9a1c2b.js`): the bytes never change under that name. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry files whose names stay the same across builds. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'widget.js']);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) yield* walk(full);
    else if (st.isFile()) yield full;
  }
}

/** Precompressed siblings written by the build (`file.js.gz`, `file.js.br`), if any. */
export interface Precompressed {
  gzip?: Buffer;
  br?: Buffer;
}

export function makeAsset(body: Buffer, fileName: string, crossOrigin: boolean, pre: Precompressed = {}): Asset {
  const type = TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
  const base = fileName.split('/').pop() ?? fileName;
  const hashed = HASHED.test(base) && !ENTRY_FILES.has(base);
  const asset: Asset = {
    body,
    type,
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
    cacheControl: hashed ? IMMUTABLE : REVALIDATE,
    crossOrigin,
  };
  if (COMPRESSIBLE.test(type) && body.length > 512) {
    // The build writes maximum-effort .gz/.br files; compress quickly here only if it didn't.
    asset.gzip = pre.gzip ?? gzipSync(body, { level: 6 });
    asset.br = pre.br ?? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  return asset;
}

/**
 * Loads every built file into memory once at start-up, precompressed (gzip, brotli),
 * so serving is a map look-up. Later mounts do not override earlier ones.
 */
export function loadAssets(mounts: readonly Mount[]): Map<string, Asset> {
  const map = new Map<string, Asset>();
  for (const m of mounts) {
    if (!existsSync(m.dir)) continue;
    for (const file of walk(m.dir)) {
      const rel = relative(m.dir, file).split(sep).join('/');
      if (rel.endsWith('.gz') || rel.endsWith('.br') || rel.endsWith('.LICENSE.txt')) continue;
      if (m.skip?.some((s) => rel.startsWith(s))) continue;
      const url = m.prefix + rel;
      if (map.has(url)) continue;
      const sibling = (ext: string) => (existsSync(file + ext) ? readFileSync(file + ext) : undefined);
      map.set(url, makeAsset(readFileSync(file), rel, m.crossOrigin ?? false, { gzip: sibling('.gz'), br: sibling('.br') }));
    }
  }
  return map;
}

/** Picks the best encoding the client accepts. */
export function pickEncoding(asset: Asset, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (acceptEncoding) {
    if (asset.br && /\bbr\b/.test(acceptEncoding)) return { body: asset.br, encoding: 'br' };
    if (asset.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: asset.gzip, encoding: 'gzip' };
  }
  return { body: asset.body };
}
