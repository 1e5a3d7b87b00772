import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
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

  async putNew(filePath: string, bytes: Buffer, contentType: string): Promise<boolean> {
    if (!isSafeFilePath(filePath)) throw new Error(`Unsafe file path ${filePath}`);
    const target = path.join(this.dir, filePath);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside, then linked into place: link() fails when the name exists, and a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    try {
      await writeFile(`${target}.type`, contentType);
      await link(temp, target);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    } finally {
      await unlink(temp);
    }
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
