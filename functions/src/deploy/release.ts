import { createHash } from 'node:crypto';
import { exportedNames, staticImports, type Release } from '../../../build/import-map.mjs';
import { isSafeFilePath } from '../files/local-files';
import type { Files } from '../files/port';
import { ConflictError, InvalidInputError, NotFoundError } from '../services/errors';

/** A build's manifest as `npm run deploy` sends it (<package>/dist/current.json, build/build-package.mjs). */
export interface ReleaseManifest extends Release {
  major?: number;
  files: string[];
}

const names = /^[a-z][a-z0-9-]{0,40}$/;
const version = /^[0-9a-f]{10}$/;
const MAX_FILES = 2000;

export const isPackageName = (value: string) => names.test(value);
export const isVersion = (value: string) => version.test(value);

/** The deployment a release belongs to: the package, or `platform@<major>` (each platform major stays deployed on its own). */
export function deploymentName(release: { name: string; major?: number }): string {
  return release.major === undefined ? release.name : `${release.name}@${release.major}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length <= 300);
const isSpecifier = (value: string) => value.length > 0 && value.length <= 200 && !/[\s<>"]/.test(value);
/** A page path the shell preloads a route's files on: `/app/quotes` (no parameters, no query). */
const isPagePath = (value: string) => value.length <= 200 && /^\/[a-z0-9/_-]*$/.test(value);

function recordOf<T>(value: unknown, check: (item: unknown) => item is T, keys: (key: string) => boolean): Record<string, T> | null {
  if (!isRecord(value)) return null;
  return Object.entries(value).every(([key, item]) => keys(key) && check(item)) ? (value as Record<string, T>) : null;
}

/** Checks a manifest's shape; every file an entry names must be in its file list. Throws a French 400. */
export function parseManifest(body: unknown, expectedName: string): ReleaseManifest {
  const invalid = (why: string) => new InvalidInputError(`Manifeste de version invalide : ${why}`);
  if (!isRecord(body)) throw invalid('un objet JSON est attendu');
  const { name, version: v, major, flavour, imports, scopes, uses, graph, exports, pages, files } = body;
  if (name !== expectedName) throw invalid(`le paquet doit être ${expectedName}`);
  if (typeof v !== 'string' || !isVersion(v)) throw invalid('la version doit faire 10 caractères hexadécimaux');
  if (major !== undefined && (!Number.isInteger(major) || (major as number) < 1 || (major as number) > 999)) throw invalid('la version majeure doit être un entier positif');
  if (flavour !== undefined && flavour !== 'development' && flavour !== 'production') throw invalid('flavour doit valoir development ou production');
  if (!isStringList(files) || files.length === 0 || files.length > MAX_FILES || !files.every(isSafeFilePath)) throw invalid('la liste des fichiers est invalide');
  const fileSet = new Set(files);
  const isFile = (item: unknown): item is string => typeof item === 'string' && fileSet.has(item);
  const entries = recordOf(imports, isFile, isSpecifier);
  if (!entries || Object.keys(entries).length === 0) throw invalid('imports doit associer des spécifieurs à des fichiers de la version');
  const scopeEntries = recordOf(scopes ?? {}, (item): item is Record<string, string> => recordOf(item, isFile, isSpecifier) !== null, (key) => /^\/apps\/[a-z0-9-]+\/$/.test(key));
  if (!scopeEntries) throw invalid('scopes est invalide');
  const used = recordOf(uses ?? {}, isStringList, isSpecifier);
  const imported = recordOf(graph ?? {}, isStringList, (key) => fileSet.has(key));
  const exported = recordOf(exports ?? {}, isStringList, (key) => fileSet.has(key));
  if (!used || !imported || !exported) throw invalid('uses, graph ou exports est invalide');
  const pageFiles = recordOf(pages ?? {}, (item): item is string[] => isStringList(item) && item.every(isFile), isPagePath);
  if (!pageFiles) throw invalid('pages doit associer des chemins de page à des fichiers de la version');
  return {
    name,
    version: v,
    ...(major === undefined ? {} : { major: major as number }),
    ...(flavour === undefined ? {} : { flavour }),
    imports: entries,
    scopes: scopeEntries,
    uses: used,
    graph: imported,
    exports: exported,
    pages: pageFiles,
    files,
  };
}

/** Where a release's files live in the Files port (Cloud Storage; .data/files locally), served at the same path. */
export function releaseFilePath(name: string, releaseVersion: string, file: string): string {
  return `apps/${name}/${releaseVersion}/${file}`;
}

/**
 * The version is the first 10 hex digits of a sha256 over every file's path and bytes (build/hash-tree.mjs): recompute
 * it from the stored files, so a release can only point the map at a complete, unaltered folder. The entries' exports
 * and the scripts' static imports are read from those files too: the map checks what is deployed, not what is claimed.
 */
export async function verifyReleaseFiles(files: Files, manifest: ReleaseManifest): Promise<ReleaseManifest> {
  const entries = new Set([...Object.values(manifest.imports), ...Object.values(manifest.scopes ?? {}).flatMap((scope) => Object.values(scope))]);
  const exports: Record<string, string[]> = {};
  const graph: Record<string, string[]> = {};
  const hash = createHash('sha256');
  for (const file of manifest.files) {
    // In the manifest's order: build/hash-tree.mjs's walk order, which the version was computed in.
    const stored = await files.get(releaseFilePath(manifest.name, manifest.version, file));
    if (!stored) throw new ConflictError(`Fichier manquant pour ${manifest.name} ${manifest.version} : ${file} (envoyez-le d'abord)`);
    hash.update(file + '\0').update(stored.bytes).update('\0');
    if (!file.endsWith('.js')) continue;
    const source = stored.bytes.toString('utf8');
    graph[file] = staticImports(source);
    if (entries.has(file)) exports[file] = exportedNames(source);
  }
  if (hash.digest('hex').slice(0, 10) !== manifest.version) {
    throw new ConflictError(`Les fichiers envoyés ne correspondent pas à la version ${manifest.version} de ${manifest.name}`);
  }
  return { ...manifest, exports, graph };
}

/** The release record kept in the store: the manifest without its file list. */
export function releaseRecord(manifest: ReleaseManifest): Release & { major?: number } {
  const { files: _files, ...release } = manifest;
  return release;
}
