// Test-only, so not in the browser's public-pages entry: the same module instance.
import { forgetFeatureFlags } from '../../../platform/src/feature-flags/load-feature-flags';
import { renderRoot } from '../../../jest/testing/render-root';
import Root from '../root.component';

/** Renders the real app at a path, as the entry file mounts it. */
export const renderApp = (path: string) => renderRoot(<Root />, path);

/** The network edge: GET /fn/features answers these flags. */
export function answerFeatureFlags(flags: { PUBLIC_PROVIDER: boolean }) {
  forgetFeatureFlags();
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/fn/features')) return new Response(JSON.stringify(flags), { status: 200 });
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Ressource introuvable' } }), { status: 404 });
  }) as typeof fetch;
}
