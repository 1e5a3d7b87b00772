import { render } from '@testing-library/react';
import { LandingPlatformProvider } from '@devis/platform';
import Root from '../root.component';

/** Renders the whole landing app at a path, as the single-spa entry would mount it. */
export function renderAt(path: string) {
  // jsdom has no layout: scrolling is a no-op here.
  window.scrollTo = () => {};
  window.history.pushState({}, '', path);
  return render(
    <LandingPlatformProvider>
      <Root />
    </LandingPlatformProvider>,
  );
}

/** Text as a reader sees it: narrow and non-breaking spaces read as spaces. */
export function visibleText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Secondary pages are lazy chunks; on a busy machine the first import can take a few seconds. */
export const LAZY_PAGE = { timeout: 8000 };
/** Per-test ceiling for tests that wait for a lazy page (the contact form test passed 20 s at load 15). */
export const LAZY_TEST_MS = 60_000;
