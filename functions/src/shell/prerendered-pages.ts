import { prerenderedPackage, type PrerenderedPage, type Release } from '../../../build/import-map.mjs';
import { releaseFilePath } from '../deploy/release';
import type { Files } from '../files/port';

// A release's files never change: each instance keeps what it read, by version (failures are not kept).
const reads = new Map<string, Promise<unknown>>();

function readJson<T>(files: Files, file: string): Promise<T | null> {
  let found = reads.get(file);
  if (!found) {
    found = files.get(file).then((stored) => (stored ? (JSON.parse(stored.bytes.toString('utf8')) as T) : null));
    found.catch(() => reads.delete(file));
    reads.set(file, found);
  }
  return found as Promise<T | null>;
}

/** The live landing's pages.json (path -> page file), or null: no landing release, or one without pages. */
async function landingIndex(files: Files, releases: readonly Release[]): Promise<{ landing: Release; index: Record<string, string> } | null> {
  const landing = releases.find((release) => release.name === prerenderedPackage);
  if (!landing) return null;
  const index = await readJson<Record<string, string>>(files, releaseFilePath(landing.name, landing.version, 'pages.json'));
  return index ? { landing, index } : null;
}

/** The paths of the live landing's pages (each one is pre-rendered), or null when no page list is deployed. */
export async function landingPagePaths(files: Files, releases: readonly Release[]): Promise<Set<string> | null> {
  const found = await landingIndex(files, releases);
  return found ? new Set(Object.keys(found.index)) : null;
}

/**
 * The landing's pre-rendered page for exactly this path (mf-landing/prerender.mjs wrote them into its version
 * folder), or null: another app's path, a page with no pre-render, or a landing release without pages.
 */
export async function prerenderedPage(files: Files, releases: readonly Release[], pathname: string): Promise<PrerenderedPage | null> {
  const found = await landingIndex(files, releases);
  const file = found && Object.hasOwn(found.index, pathname) ? found.index[pathname] : undefined;
  return found && file ? readJson<PrerenderedPage>(files, releaseFilePath(found.landing.name, found.landing.version, file)) : null;
}
