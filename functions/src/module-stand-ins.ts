import { readFileSync } from 'node:fs';
import Module from 'node:module';

/**
 * Node's module cache, or null outside plain Node (jest's module registry has none): every helper here then
 * does nothing, and the library loads as it would anyway.
 */
function moduleCache(): NodeJS.Dict<NodeModule> | null {
  const cache = require.cache as NodeJS.Dict<NodeModule> | undefined;
  return cache && typeof Module === 'function' ? cache : null;
}

/** `require.resolve(name)` from `dir`, or null when it is not installed there. */
export function resolveFrom(name: string, dir: string): string | null {
  try {
    return require.resolve(name, { paths: [dir] });
  } catch {
    return null;
  }
}

/** Puts `exports` in Node's module cache as the module `file`: whoever requires it gets them (once loaded, nothing changes). */
export function provideModule(file: string, exports: unknown): void {
  const cache = moduleCache();
  if (!cache || cache[file]) return;
  const module = new Module(file);
  module.filename = file;
  module.loaded = true;
  module.exports = exports;
  cache[file] = module;
}

/**
 * A library requires `file` when it loads but uses it only for a feature we rarely or never use: until
 * something reads, calls or constructs it, the library gets a stand-in, which then loads the real module
 * and forwards to it. Nothing happens if the module is already loaded.
 */
export function deferModule(file: string): void {
  const cache = moduleCache();
  if (!cache || cache[file]) return;
  let real: Record<PropertyKey, unknown> | null = null;
  const load = (): Record<PropertyKey, unknown> => {
    if (!real) {
      delete cache[file];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      real = require(file) as Record<PropertyKey, unknown>;
    }
    return real;
  };
  const esModule = marksEsModule(file);
  type Callable = (...args: unknown[]) => unknown;
  // A function target, so that a module whose exports is a function can be called or constructed through it.
  provideModule(
    file,
    new Proxy(function standIn() {}, {
      get: (_target, key) => (key === '__esModule' && esModule && !real ? true : load()[key]),
      has: (_target, key) => key in load(),
      apply: (_target, self, args) => Reflect.apply(load() as unknown as Callable, self, args),
      construct: (_target, args) => Reflect.construct(load() as unknown as Callable, args) as object,
    }),
  );
}

/**
 * Babel's output marks an ES module with this line; the requiring module's interop reads `__esModule` at
 * once, so the stand-in answers it from the source text rather than by loading the module.
 */
function marksEsModule(file: string): boolean {
  try {
    return /^exports\.__esModule = true;$/m.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}
