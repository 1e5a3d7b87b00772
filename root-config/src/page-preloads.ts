/**
 * The modules to preload for a page, from the shell's preload lists (build/import-map.mjs `appPreloads`): its
 * app's list and, on a page path that has one (`/app/quotes`), that route's page module. The shell function links
 * them in the page it serves; root-config adds any missing (a shell page served without them).
 */
export function pagePreloads(lists: Readonly<Record<string, readonly string[]>>, app: string, pathname: string): string[] {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...(lists[app] ?? []), ...(page.startsWith('/') ? (lists[page] ?? []) : [])];
}
