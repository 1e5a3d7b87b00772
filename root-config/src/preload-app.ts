// Starts fetching an app's modules (its entry, the platform, their chunks) before single-spa imports the app,
// so they download in parallel. The lists are written into index.html by build/hosting.mjs.
const listId = 'devis-app-preloads';

function readLists(): Record<string, string[]> {
  try {
    const lists: unknown = JSON.parse(document.getElementById(listId)?.textContent ?? '{}');
    return lists && typeof lists === 'object' ? (lists as Record<string, string[]>) : {};
  } catch {
    return {}; // a template without the list (placeholder left as is): nothing to preload
  }
}

export function preloadApp(name: string): void {
  const present = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.getAttribute('href')));
  for (const href of readLists()[name] ?? []) {
    if (present.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
