// Build-time only (mf-landing/prerender.mjs bundles it for Node): a landing page rendered to HTML with React's
// static renderer, which waits for the lazy page chunks, and the emotion CSS that HTML uses. The browser then
// hydrates it (lib/react-lifecycles.tsx).
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
// The provider the landing's lifecycles render in (platform/src/lifecycles/landing-lifecycles.ts) and the
// platform's one emotion cache, bundled from source here: its styles are what the page's classes name.
import { LandingPlatformProvider } from '../../../platform/src/provider/landing-platform-provider';
import { emotionCache } from '../../../platform/src/provider/emotion-cache';
import Root from '../root.component';
import { setPrerenderedPath } from '../lib/router/pathname';
import type { PageMeta } from '../lib/page-meta';

const emotionServer = createEmotionServer(emotionCache);

export interface RenderedPage extends PageMeta {
  path: string;
  /** The app's markup, for the landing's container. */
  html: string;
  /** <style data-emotion> tags for the head: emotion's cache in the browser adopts them instead of inserting its own. */
  styles: string;
}

/** The landing's pages, with their paths (prerender.mjs renders each one). */
export { landingPages } from '../lib/landing-pages';

export async function renderPage(path: string, meta: PageMeta): Promise<RenderedPage> {
  setPrerenderedPath(path);
  // prerender waits for the lazy page chunks. An unbounded chunk size keeps every finished part in place: React
  // would otherwise send a large part after its loading fallback, with a script to swap it in.
  const { prelude } = await prerender(
    <LandingPlatformProvider>
      <Root />
    </LandingPlatformProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream).text();
  if (html.includes('<template') || html.includes('<script')) throw new Error(`${path}: the pre-rendered page is not whole`);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { path, ...meta, html, styles };
}
