// Starts fetching an app's modules (its entry, the platform, their chunks) before single-spa imports the app,
// so they download in parallel. The shell function writes the lists into index.html (build/import-map.mjs).
const listId = 'devis-app-preloads';

function readLists(): Record<string, string[]> {
  try {
    const lists: unknown = JSON.parse(document.getElementById(listId)?.textContent ?? '{}');
    return lists && typeof lists === 'object' ? (lists as Record<string, string[]>) : {};
  } catch {
    return {}; // a template without the list (placeholder left as is): nothing to preload
  }
}

/** import-map-overrides (development builds): a developer's own build of an app replaces the deployed one. */
function isOverridden(name: string): boolean {
  const overrides = (window as { importMapOverrides?: { getOverrideMap(): { imports: Record<string, string> } } }).importMapOverrides;
  return Boolean(overrides?.getOverrideMap().imports[name]);
}

/** The app's modules, and on a page path its list holds (`/app/quotes`), that route's page module too. */
export function preloadApp(name: string, pathname: string): void {
  if (isOverridden(name)) return; // the deployed version's files would be downloaded for nothing
  const present = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.getAttribute('href')));
  const lists = readLists();
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const href of [...(lists[name] ?? []), ...(page.startsWith('/') ? (lists[page] ?? []) : [])]) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
