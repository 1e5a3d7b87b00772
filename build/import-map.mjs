// The import map and the shell page, from the release manifests of the deployed packages (build/README.md).
// Pure functions, no I/O: the `shell` and `deploy` functions use them in production and on the local stack,
// build/assemble-hosting.mjs uses them for the offline folder the build tests and benches serve.

/** Modules every page needs: `<link rel="modulepreload">` in the page, fetched in parallel with root-config. */
export const everyPageSpecifiers = ['@devis/root-config', 'single-spa', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

/** The apps root-config mounts; the page lists each one's modules for root-config to preload. */
export const appSpecifiers = ['@devis/landing', '@devis/provider', '@devis/client', '@devis/public'];

/** Import-map modules an app needs before its first render although a lazy chunk imports them (the session, TanStack Query). */
const earlyImport = /^@devis\/platform@\d+\/(session|query)$/;

export function versionUrl(name, version) {
  return `/apps/${name}/${version}/`;
}

// Static imports of webpack's ESM output: `import*as t from"./x.js"`, `import{a as b}from"react"`, `import"./y.js"`.
const staticImportPattern = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;

/** The specifiers a script imports statically, in order, without repeats. */
export function staticImports(source) {
  return [...new Set([...source.matchAll(staticImportPattern)].map((match) => match[1]))];
}

/** The names an ES module exports through `export{a as B}` statements (webpack's and single-spa's output). */
export function exportedNames(source) {
  const names = new Set();
  for (const match of source.matchAll(/(?:^|[;\s}])export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  if (/(?:^|[;\s}])export\s+default\b/.test(source)) names.add('default');
  return [...names].sort();
}

const sorted = (entries) => Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));

/** The import map of a set of releases ({ name, version, imports, scopes }), with sorted keys. */
export function composeImportMap(releases) {
  const imports = {};
  const scopes = {};
  for (const release of releases) {
    const base = versionUrl(release.name, release.version);
    for (const [specifier, file] of Object.entries(release.imports)) imports[specifier] = base + file;
    for (const [scope, entries] of Object.entries(release.scopes ?? {})) {
      scopes[scope] ??= {};
      for (const [specifier, file] of Object.entries(entries)) scopes[scope][specifier] = base + file;
    }
  }
  return { imports: sorted(imports), scopes: sorted(Object.fromEntries(Object.entries(scopes).map(([scope, entries]) => [scope, sorted(entries)]))) };
}

/** The URL a specifier imported from `fromUrl` resolves to through the import map (scopes first), or null. */
export function resolveSpecifier(importMap, specifier, fromUrl) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/')) return new URL(specifier, `http://h${fromUrl}`).pathname;
  for (const [scope, entries] of Object.entries(importMap.scopes ?? {})) {
    if (fromUrl.startsWith(scope) && entries[specifier]) return entries[specifier];
  }
  return importMap.imports[specifier] ?? null;
}

/** URL -> { release, file } for the files of the given releases. */
function locate(releases, url) {
  for (const release of releases) {
    const base = versionUrl(release.name, release.version);
    if (url.startsWith(base)) return { release, file: url.slice(base.length) };
  }
  return null;
}

/** Every URL reachable from `urls` through static imports, from the releases' import graphs. */
export function staticClosure(releases, importMap, urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (!url || seen.has(url)) continue;
    const found = locate(releases, url);
    if (!found || !found.release.graph?.[found.file]) continue;
    seen.add(url);
    for (const specifier of found.release.graph[found.file]) {
      const resolved = resolveSpecifier(importMap, specifier, url);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}

/**
 * App specifier -> URLs to preload when it owns the page, minus those every page preloads; and page path -> the URLs
 * of that route's page module (a release's `pages`), minus the app's own list, for the shell to add on that path.
 */
export function appPreloads(releases, importMap) {
  const skip = new Set(everyPageSpecifiers.map((specifier) => importMap.imports[specifier]).filter(Boolean));
  const lists = {};
  for (const specifier of appSpecifiers) {
    const entry = importMap.imports[specifier];
    const release = entry && locate(releases, entry)?.release;
    if (!release) continue;
    const early = Object.keys(release.uses ?? {})
      .filter((name) => earlyImport.test(name))
      .map((name) => resolveSpecifier(importMap, name, entry));
    lists[specifier] = staticClosure(releases, importMap, [entry, ...early]).filter((url) => !skip.has(url));
    const appList = new Set(lists[specifier]);
    const base = versionUrl(release.name, release.version);
    for (const [page, files] of Object.entries(release.pages ?? {})) {
      const urls = staticClosure(releases, importMap, files.map((file) => base + file)).filter((url) => !skip.has(url) && !appList.has(url));
      if (urls.length > 0) lists[page] = urls;
    }
  }
  return lists;
}

/**
 * What would break at run time: every import-map specifier a release imports must resolve (scopes included) to an
 * entry of a deployed release that exports every name it uses. Returns one French sentence per problem.
 */
export function missingImports(releases) {
  const importMap = composeImportMap(releases);
  const problems = [];
  for (const release of releases) {
    const from = versionUrl(release.name, release.version);
    for (const [specifier, names] of Object.entries(release.uses ?? {})) {
      const url = resolveSpecifier(importMap, specifier, from);
      const found = url && locate(releases, url);
      if (!found) {
        problems.push(`${release.name} importe ${specifier}, absent de l'import map`);
        continue;
      }
      const exported = new Set(found.release.exports?.[found.file] ?? []);
      const missing = names.filter((name) => name !== '*' && !exported.has(name));
      if (missing.length > 0) {
        problems.push(`${release.name} importe ${missing.join(', ')} de ${specifier}, que ${found.release.name} ${found.release.version} n'exporte pas`);
      }
    }
  }
  return problems;
}

const inlineJson = (value, indent) => JSON.stringify(value, null, indent).replace(/</g, '\\u003c');

/** The landing's release folder name, whose pages.json lists its pre-rendered pages (mf-landing/prerender.mjs). */
export const prerenderedPackage = 'mf-landing';
export const prerenderedApp = '@devis/landing';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * A page's title, description and Open Graph tags in the shell page's head, so crawlers and link previews see
 * them before any script runs. `meta`: { path, title, description, image? (an absolute address) }. `origin`, when
 * known (the shell function's PUBLIC_ORIGIN): the page's one address, for search engines (canonical) and link
 * previews (og:url). `extraHead`: more lines for the head (a pre-rendered page's CSS).
 */
export function withPageMeta(shellHtml, meta, origin, extraHead = []) {
  const title = `${meta.title} | Devis`;
  const address = origin ? escapeHtml(origin + meta.path) : null;
  const head = [
    ...(address ? [`<link rel="canonical" href="${address}" />`, `<meta property="og:url" content="${address}" />`] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Devis" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    ...extraHead,
  ].map((line) => `    ${line}`).join('\n');
  return shellHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `${head}\n  </head>`);
}

/**
 * A pre-rendered page in the shell page: its meta (`withPageMeta`), its emotion CSS, and its markup in the app's
 * container (the one single-spa would create), which the app hydrates.
 * `page`: { path, title, description, html, styles } from the landing's pages/<page>.json.
 */
export function withPrerenderedPage(shellHtml, page, origin) {
  const container = `<div id="single-spa-application:${prerenderedApp}" data-prerendered="${escapeHtml(page.path)}">${page.html}</div>`;
  return withPageMeta(shellHtml, page, origin, [page.styles]).replace(/<body>/, () => `<body>\n    ${container}`);
}

/**
 * index.html: root-config's template with the import map inlined (Chromium ignores `<script type="importmap" src>`),
 * modulepreload links for what every page needs and each app's preload list.
 */
export function renderShell(template, releases) {
  const importMap = composeImportMap(releases);
  const shellUrl = importMap.imports['@devis/root-config'];
  if (!shellUrl) throw new Error('no @devis/root-config release');
  const preloads = everyPageSpecifiers
    .filter((specifier) => importMap.imports[specifier])
    .map((specifier) => `    <link rel="modulepreload" href="${importMap.imports[specifier]}" />`)
    .join('\n');
  return template
    .replaceAll('__SHELL_URL__', shellUrl.slice(0, shellUrl.lastIndexOf('/') + 1))
    .replace('__IMPORT_MAP__', () => inlineJson(importMap, 2))
    .replace('__APP_PRELOADS__', () => inlineJson(appPreloads(releases, importMap)))
    .replace('    <!-- module-preloads -->', () => preloads);
}
