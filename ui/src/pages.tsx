import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from './Spinner';
import { Toaster } from './toast';

export type PageModule = { default: ComponentType<{ params: Record<string, string> }> };

/**
 * A remote's exposed `./Page`: renders the page the shell's route table names, each page
 * in its own chunk so a route loads only what it shows.
 */
export function createPageSwitch(remote: string, pages: Record<string, () => Promise<PageModule>>) {
  const lazyPages = Object.fromEntries(Object.entries(pages).map(([k, load]) => [k, lazy(load)]));
  return function Page({ page, params }: { page: string; params: Record<string, string> }) {
    const Component = lazyPages[page];
    if (!Component) throw new Error(`${remote} has no page "${page}"`);
    return (
      <>
        <Suspense
          fallback={
            <div style={{ minHeight: '70vh', display: 'grid', placeItems: 'center' }}>
              <Spinner />
            </div>
          }
        >
          <Component params={params} />
        </Suspense>
        <Toaster />
      </>
    );
  };
}
