import { configure, render } from '@testing-library/react';
import { PlatformProvider } from '@devis/platform';
import Root from '../root.component';

// These tests type into real forms; on a busy 2-core machine jest's default 5 s is too short.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

/** Renders the real app at a path, as the entry file mounts it. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  return render(
    <PlatformProvider>
      <Root />
    </PlatformProvider>,
  );
}

/** The network edge: GET /fn/features answers these flags. */
export function answerFeatureFlags(flags: { PUBLIC_PROVIDER: boolean }) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/fn/features')) return new Response(JSON.stringify(flags), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } }), { status: 404 });
  }) as typeof fetch;
}
