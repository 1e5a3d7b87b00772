import express from 'express';
import type { FeatureFlags } from '@devis/domain';
import { composeImportMap, renderShell, versionUrl, withPageMeta, withPrerenderedPage, type Release } from '../../../build/import-map.mjs';
import type { Files } from '../files/port';
import type { Store } from '../store/port';
import { currentReleases } from '../deploy/deployments';
import { listedProviderPages } from '../services/public-provider/listed-pages';
import { shownPublicPage } from '../services/public-provider/public-page';
import { pageHeaders, pagePolicy } from './page-policy';
import { providerPageMeta } from './provider-page-meta';
import { scriptSources } from './script-policy';
import { landingPagePaths, prerenderedPage } from './prerendered-pages';
import { sitemapXml } from './sitemap';
import { FAVICON_LINK } from './favicon';

export interface ShellDeps {
  store: Store;
  files: Files;
  /** PUBLIC_PROVIDER: public provider pages exist, and the sitemap lists them. */
  features: FeatureFlags;
  /** The site's address (PUBLIC_ORIGIN): canonical links and the sitemap name it. */
  publicOrigin: string;
}

/** The environment the site serves; others (tests, previews) are read through the deploy API. */
export const LIVE = 'live';

/**
 * Browsers revalidate every time (max-age=0, and the ETag makes that a 304); the Hosting CDN keeps the answer
 * 30 s, so a deploy shows within 30 s and most page views never reach the function.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
/** The sitemap reads one profile per public page: the CDN keeps it an hour (a page switched on is listed within one). */
const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

// root-config's template, by version: a version's files never change, so every instance may keep them.
const templates = new Map<string, Promise<string | null>>();

function template(files: Files, shell: Release): Promise<string | null> {
  const key = `${shell.version}/${shell.imports['@devis/root-config'] ?? ''}`;
  let found = templates.get(key);
  if (!found) {
    found = files.get(`${versionUrl(shell.name, shell.version).slice(1)}index.html`).then((file) => file?.bytes.toString('utf8') ?? null);
    found.then((text) => text === null && templates.delete(key), () => templates.delete(key));
    templates.set(key, found);
  }
  return found;
}

const notDeployed = `<!doctype html><html lang="fr"><meta charset="utf-8">${FAVICON_LINK}<title>Devis</title>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:64px">
<h1>Devis n'est pas encore déployé</h1><p>Aucune version du shell n'est publiée : lancez <code>npm run deploy -w root-config</code>.</p></body></html>`;

/**
 * The `shell` function (Hosting: /importmap.json and every page path): the import map of the live releases, and
 * index.html with that map inlined. The map lives in the store, outside any Hosting release (build/README.md).
 */
export function createShellApp(deps: ShellDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/importmap.json', async (_req, res, next) => {
    try {
      const releases = await currentReleases(deps.store, LIVE);
      res.set('cache-control', CACHE_CONTROL).type('application/importmap+json').send(JSON.stringify(composeImportMap(releases), null, 2));
    } catch (e) {
      next(e);
    }
  });
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const [landing, providers] = await Promise.all([currentReleases(deps.store, LIVE).then((releases) => landingPagePaths(deps.files, releases)), listedProviderPages(deps)]);
      res.set('cache-control', SITEMAP_CACHE_CONTROL).type('application/xml').send(sitemapXml(deps.publicOrigin, [...(landing ?? []), ...providers]));
    } catch (e) {
      next(e);
    }
  });
  app.get(/.*/, async (req, res, next) => {
    try {
      const releases = await currentReleases(deps.store, LIVE);
      const shell = releases.find((release) => release.name === 'root-config');
      const html = shell ? await template(deps.files, shell) : null;
      if (!shell || html === null) {
        res.status(503).set('cache-control', 'no-store').type('html').send(notDeployed);
        return;
      }
      let policy = pagePolicy(req.path, await landingPagePaths(deps.files, releases), deps.features.PUBLIC_PROVIDER);
      // A page that does not exist or was switched off is a 404, so that search engines drop it (1 read per CDN miss).
      const provider = policy.kind === 'provider-page' ? await shownPublicPage(deps.store, policy.publicId) : null;
      if (policy.kind === 'provider-page' && !provider) policy = { kind: 'not-found' };
      const hasToken = req.query['t'] !== undefined;
      if (policy.kind === 'redirect') {
        res.set(pageHeaders(policy, hasToken));
        const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
        res.set('cache-control', CACHE_CONTROL).redirect(301, policy.location + search);
        return;
      }
      // A landing page comes with its pre-rendered content, title, description and Open Graph tags; a provider's page
      // with its name, description and logo (from the read above). An unknown path gets the shell too, answered 404:
      // the landing shows its 404 page.
      const page = policy.kind === 'landing' ? await prerenderedPage(deps.files, releases, req.path) : null;
      const shellHtml = renderShell(html, releases);
      let body = shellHtml;
      if (page) body = withPrerenderedPage(shellHtml, page, deps.publicOrigin);
      else if (provider) body = withPageMeta(shellHtml, providerPageMeta(provider, req.path, deps.publicOrigin), deps.publicOrigin);
      // The scripts allowed are the shell's own, hashed before any page content joins it: none of that content runs.
      res
        .set(pageHeaders(policy, hasToken, scriptSources(shellHtml, shell.flavour)))
        .status(policy.kind === 'not-found' ? 404 : 200)
        .set('cache-control', CACHE_CONTROL)
        .type('html')
        .send(body);
    } catch (e) {
      next(e);
    }
  });
  return app;
}
