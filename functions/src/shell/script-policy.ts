import { createHash } from 'node:crypto';
import type { Release } from '../../../build/import-map.mjs';

/** Inline scripts a browser runs; data blocks (application/json, ld+json) are never run, so are not listed. */
const RUNNABLE_TYPE = /^(|module|importmap|text\/javascript|application\/javascript)$/i;

/**
 * The `script-src` of a served page: scripts from its own origin (the releases' files) and the inline scripts it
 * was served with (the early request, the import map of the live releases, the start), each by its SHA-256. A
 * script that gets into the page any other way (markup that escaped somewhere, an injected tag) does not run.
 * null unless the shell is a production build (its release's `flavour`): a development shell carries
 * import-map-overrides, which writes a developer's own map inline, and a release from before the flavour was
 * recorded may be one.
 */
export function scriptSources(html: string, flavour: Release['flavour']): string | null {
  if (flavour !== 'production') return null;
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return ["script-src 'self'", ...hashes].join(' ');
}
