// React.lazy per page loader, cached so a page keeps its state across renders. React.lazy
// remembers a rejection forever, so a failed loader is dropped from the cache: the next
// render (e.g. after Retry) calls the loader again.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader } from '@cadence/shared-lib';

const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

export function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = cache.get(load);
  if (!page) {
    page = lazy(() =>
      load().catch((error: unknown) => {
        cache.delete(load);
        throw error;
      }),
    );
    cache.set(load, page);
  }
  return page;
}
