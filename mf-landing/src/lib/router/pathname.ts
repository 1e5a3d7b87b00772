import { useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';

// single-spa already routes between apps; inside the landing a pathname is all a page needs (no router library).
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Back/forward, and single-spa's own navigations (its pushState sends a popstate too).
    window.addEventListener('popstate', notify);
    window.addEventListener('single-spa:routing-event', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('single-spa:routing-event', notify);
    }
  };
}

const currentPathname = () => window.location.pathname;

// The build pre-renders each page with no window (prerender/render-page.tsx): it names the path here. In the
// browser the server snapshot is the address bar, as when React hydrates that pre-rendered page.
let prerenderedPath = '/';
const serverPathname = () => (typeof window === 'undefined' ? prerenderedPath : window.location.pathname);

/** For the build's pre-render only: the path the next render shows. */
export function setPrerenderedPath(path: string): void {
  prerenderedPath = path;
}

/** The current path, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname, serverPathname);
}

/** Goes to a landing page through single-spa, so the other apps hear of it as with any link. */
export function navigate(to: string): void {
  navigateToUrl(to);
  notify();
}
