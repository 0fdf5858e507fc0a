import { Suspense, use, type ComponentType } from 'react';
import { Spinner } from './Spinner';
import { Toaster, useToastScope } from './toast';
import { tracked } from './tracked';

export type PageModule = { default: ComponentType<{ params: Record<string, string> }> };

export type PageSwitch = ComponentType<{ page: string; params: Record<string, string> }> & {
  /** Loads a page's chunk ahead of rendering it (the shell does this for a prerendered page). */
  preload(page: string): Promise<unknown>;
};

/**
 * A remote's exposed `./Page`: renders the page the shell's route table names, each page
 * in its own chunk so a route loads only what it shows. A page already loaded renders at
 * once, without passing through the loading state.
 */
export function createPageSwitch(remote: string, pages: Record<string, () => Promise<PageModule>>): PageSwitch {
  const loaded = new Map<string, Promise<PageModule>>();
  function load(page: string): Promise<PageModule> {
    const loader = pages[page];
    if (!loader) throw new Error(`${remote} has no page "${page}"`);
    let p = loaded.get(page);
    if (!p) {
      p = tracked(loader());
      // A failed chunk load is tried again next time.
      p.catch(() => loaded.delete(page));
      loaded.set(page, p);
    }
    return p;
  }
  function Loaded({ page, params }: { page: string; params: Record<string, string> }) {
    const Component = use(load(page)).default;
    return <Component params={params} />;
  }
  function Page({ page, params }: { page: string; params: Record<string, string> }) {
    useToastScope(`${page} ${JSON.stringify(params)}`);
    return (
      <>
        <Suspense
          fallback={
            <div style={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
              <Spinner />
            </div>
          }
        >
          <Loaded page={page} params={params} />
        </Suspense>
        <Toaster />
      </>
    );
  }
  return Object.assign(Page, { preload: (page: string) => load(page) });
}
