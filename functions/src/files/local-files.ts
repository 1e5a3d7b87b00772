import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Files } from './port';

/** Stored paths are relative, made of safe segments: 'avatars/uid-1700000000.png'. */
export function isSafeFilePath(p: string): boolean {
  return p.length > 0 && p.length <= 300 && p.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s));
}

/**
 * Local files: bytes in `<dir>/<path>`, the content type beside them in `<path>.type`.
 * URLs are `<publicOrigin>/fn/files/<path>`, served by the `files` function.
 */
export class LocalFiles implements Files {
  constructor(
    readonly dir: string,
    private readonly publicOrigin: string,
  ) {}

  async put(filePath: string, bytes: Buffer, contentType: string): Promise<string> {
    if (!isSafeFilePath(filePath)) throw new Error(`Unsafe file path ${filePath}`);
    const target = path.join(this.dir, filePath);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    await writeFile(`${target}.type`, contentType);
    return `${this.publicOrigin}/fn/files/${filePath}`;
  }

  async get(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isSafeFilePath(filePath) || filePath.endsWith('.type')) return null;
    const target = path.join(this.dir, filePath);
    try {
      const [bytes, contentType] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch {
      return null;
    }
  }
}
