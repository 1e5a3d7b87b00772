import { lazy, type ComponentType } from 'react';

export interface PreloadablePage {
  /** Renders the page; without suspending once `preload` has resolved. */
  Page: ComponentType;
  /** Starts (or joins) the page chunk's download; resolves once the page can render. */
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded page that can be fetched ahead of its render. Why not plain React.lazy: a page that suspends
 * shows its Suspense fallback, and React 19 then holds the page back up to 300 ms (fallback throttling).
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a later visit may retry the download
        throw error;
      },
    ));
  const LazyPage = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  return { Page, preload };
}
