// Types of build/import-map.mjs for the functions (TypeScript).
export interface Release {
  name: string;
  version: string;
  /** Specifier -> file in the version folder. */
  imports: Record<string, string>;
  /** Scope prefix -> specifier -> file. */
  scopes?: Record<string, Record<string, string>>;
  /** Import-map specifier -> names used ('*': unknown). */
  uses?: Record<string, string[]>;
  /** Script -> its static imports. */
  graph?: Record<string, string[]>;
  /** Entry file -> exported names. */
  exports?: Record<string, string[]>;
  /** Page path (`/app/quotes`) -> the files of that route's lazy page module (build/build-package.mjs). */
  pages?: Record<string, string[]>;
  /** DEVIS_BUILD of the build: a development shell carries import-map-overrides. Absent from older releases. */
  flavour?: 'development' | 'production';
}
export interface ImportMap {
  imports: Record<string, string>;
  scopes: Record<string, Record<string, string>>;
}
export const everyPageSpecifiers: string[];
export const appSpecifiers: string[];
export function versionUrl(name: string, version: string): string;
export function staticImports(source: string): string[];
export function exportedNames(source: string): string[];
export function composeImportMap(releases: readonly Release[]): ImportMap;
export function resolveSpecifier(importMap: ImportMap, specifier: string, fromUrl: string): string | null;
export function staticClosure(releases: readonly Release[], importMap: ImportMap, urls: string[]): string[];
export function appPreloads(releases: readonly Release[], importMap: ImportMap): Record<string, string[]>;
export function missingImports(releases: readonly Release[]): string[];
export function renderShell(template: string, releases: readonly Release[]): string;
export const prerenderedPackage: string;
export const prerenderedApp: string;
export interface PrerenderedPage {
  path: string;
  title: string;
  description: string;
  html: string;
  styles: string;
}
/** What crawlers and link previews read of a page; `image` is an absolute address. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  image?: string | null;
}
export function withPageMeta(shellHtml: string, meta: PageMeta, origin?: string, extraHead?: string[]): string;
export function withPrerenderedPage(shellHtml: string, page: PrerenderedPage, origin?: string): string;
