import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@bookline/contracts';
import { tracked } from '@bookline/ui';
import { reportClientError } from './report';
import { RemoteUnavailable } from './RemoteUnavailable';

export interface PageProps {
  page: string;
  params: Record<string, string>;
}
/** A remote's `./Page`; the page switch of @bookline/ui can load a page ahead (`preload`). */
export type PageComponent = ComponentType<PageProps> & { preload?: (page: string) => Promise<unknown> };

const cache = new Map<RemoteName, Promise<PageComponent>>();

/** Marks a module that the fallback plugin produced instead of the remote's own. */
const FALLBACK = Symbol.for('bookline.remoteFallback');

/**
 * Runtime plugin: a remote that cannot be loaded (server down, bad manifest, script error)
 * becomes a fallback page with a retry button instead of an unhandled error, and is logged.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bookline-remote-fallback',
    async errorLoadRemote({ id, error, lifecycle, from }) {
      // Earlier lifecycles (manifest fetch) are reported again as 'onLoad' by loadRemote;
      // answering them with a module would be read as a manifest.
      if (lifecycle !== 'onLoad' || from !== 'runtime') return undefined;
      const remote = id.split('/')[0] ?? id;
      console.error(`[bookline] remote "${remote}" failed to load (${lifecycle})`, error);
      reportClientError('remote-load', { remote, lifecycle, message: String((error as Error)?.message ?? error).slice(0, 300) });
      const Fallback: PageComponent = () => <RemoteUnavailable remote={remote} />;
      return { default: Fallback, [FALLBACK]: true };
    },
  };
}

/** Registers every remote from `/remotes.json`; nothing is fetched until a page needs it. */
export function registerAllRemotes(remotes: Record<string, string>): void {
  registerPlugins([remoteFallbackPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, url]) => ({ name, entry: new URL(url, location.href).href })));
}

/**
 * The remote's `./Page` component, loaded once and cached (readable synchronously by `use()`
 * once loaded); a failed load is not cached.
 */
export function loadPage(remote: RemoteName): Promise<PageComponent> {
  let p = cache.get(remote);
  if (!p) {
    p = tracked(loadRemote<{ default: PageComponent; [FALLBACK]?: true }>(`${remote}/Page`).then((m) => {
      if (!m || typeof m.default !== 'function') throw new Error(`remote ${remote} exposes no Page`);
      if (m[FALLBACK]) cache.delete(remote);
      return m.default;
    }));
    p.catch(() => cache.delete(remote));
    cache.set(remote, p);
  }
  return p;
}
