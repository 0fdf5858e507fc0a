import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RemoteName } from '@bookline/contracts';
import type { Mount } from './static';

/** The repository root: the nearest folder up from `start` whose package.json is the workspace root. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).name === 'bookline') return dir;
      } catch {
        /* keep looking */
      }
    }
    const up = dirname(dir);
    if (up === dir) return resolve(start);
    dir = up;
  }
}

/** Where each built front end is served from. */
export function staticMounts(root: string): Mount[] {
  return [
    { prefix: '/', dir: join(root, 'shell/dist') },
    // dist/server/ holds a remote's server bundle (prerendering), not for browsers.
    { prefix: '/remotes/marketing/', dir: join(root, 'mfe-marketing/dist'), crossOrigin: true, skip: ['server/'] },
    { prefix: '/remotes/creator/', dir: join(root, 'mfe-creator/dist'), crossOrigin: true, skip: ['server/'] },
    { prefix: '/remotes/onboarding/', dir: join(root, 'mfe-onboarding/dist'), crossOrigin: true, skip: ['server/'] },
    { prefix: '/remotes/owner/', dir: join(root, 'mfe-owner/dist'), crossOrigin: true, skip: ['server/'] },
    { prefix: '/', dir: join(root, 'widget/dist'), crossOrigin: true },
  ];
}

/** A remote's server bundle, used to prerender its pages (mfe-<remote>/src/prerender.tsx). */
export function prerenderBundle(root: string, remote: RemoteName): string {
  return join(root, `mfe-${remote}/dist/server/prerender.cjs`);
}

/**
 * The built extraction thread (dist/extract-thread.cjs) beside the running gateway bundle
 * (dist/server.cjs); undefined when the gateway runs from source (tsx, tests), which reads
 * websites on its main thread.
 */
export function extractionThreadScript(main = process.argv[1]): string | undefined {
  if (!main || !/server\.cjs$/.test(main)) return undefined;
  const file = join(dirname(main), 'extract-thread.cjs');
  return existsSync(file) ? file : undefined;
}
