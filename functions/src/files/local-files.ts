import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Files } from './port';

/** Stored paths are relative, made of safe segments: 'avatars/uid-1700000000.png'. */
export function isSafeFilePath(p: string): boolean {
  return p.length > 0 && p.length <= 300 && p.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s));
}

/** Private files live under this folder of `dir`: no safe path starts with a dot, so `get` cannot reach them. */
const PRIVATE_DIR = '.private';

/**
 * Local files: bytes in `<dir>/<path>`, the content type beside them in `<path>.type`; private files in
 * `<dir>/.private/<path>`. URLs are `<publicOrigin>/fn/files/<path>`, served by the `files` function.
 */
export class LocalFiles implements Files {
  constructor(
    readonly dir: string,
    private readonly publicOrigin: string,
  ) {}

  async put(filePath: string, bytes: Buffer, contentType: string): Promise<string> {
    await this.write(this.dir, filePath, bytes, contentType);
    return `${this.publicOrigin}/fn/files/${filePath}`;
  }

  pathOf(url: string): string | null {
    const prefix = `${this.publicOrigin}/fn/files/`;
    const filePath = url.startsWith(prefix) ? url.slice(prefix.length) : '';
    return isSafeFilePath(filePath) ? filePath : null;
  }

  async putNew(filePath: string, bytes: Buffer, contentType: string): Promise<boolean> {
    const target = await this.target(this.dir, filePath);
    // Written aside, then linked into place: link() fails when the name exists, and a reader never sees half a file.
    const temp = temporaryName(target);
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

  get(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return this.read(this.dir, filePath);
  }

  putPrivate(filePath: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.write(path.join(this.dir, PRIVATE_DIR), filePath, bytes, contentType);
  }

  getPrivate(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return this.read(path.join(this.dir, PRIVATE_DIR), filePath);
  }

  async deletePublicByPrefix(prefix: string): Promise<number> {
    const slash = prefix.lastIndexOf('/');
    const folder = prefix.slice(0, slash + 1);
    const start = prefix.slice(slash + 1);
    if (!isSafeFilePath(`${folder}${start}x`)) throw new Error(`Unsafe file prefix ${prefix}`);
    let names: string[];
    try {
      names = await readdir(path.join(this.dir, folder));
    } catch {
      return 0;
    }
    const matching = names.filter((n) => n.startsWith(start) && !n.endsWith('.type'));
    for (const name of matching) {
      await rm(path.join(this.dir, folder, name), { force: true });
      await rm(path.join(this.dir, folder, `${name}.type`), { force: true });
    }
    return matching.length;
  }

  async deletePrivate(filePath: string): Promise<void> {
    if (!isSafeFilePath(filePath)) throw new Error(`Unsafe file path ${filePath}`);
    const target = path.join(this.dir, PRIVATE_DIR, filePath);
    await rm(target, { force: true });
    await rm(`${target}.type`, { force: true });
  }

  private async target(root: string, filePath: string): Promise<string> {
    if (!isSafeFilePath(filePath)) throw new Error(`Unsafe file path ${filePath}`);
    const target = path.join(root, filePath);
    await mkdir(path.dirname(target), { recursive: true });
    return target;
  }

  private async write(root: string, filePath: string, bytes: Buffer, contentType: string): Promise<void> {
    const target = await this.target(root, filePath);
    // The type first, and each file renamed into place whole: a reader (or a crash) never sees half a file.
    await writeWhole(`${target}.type`, contentType);
    await writeWhole(target, bytes);
  }

  private async read(root: string, filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isSafeFilePath(filePath) || filePath.endsWith('.type')) return null;
    const target = path.join(root, filePath);
    try {
      const [bytes, contentType] = await Promise.all([readFile(target), readFile(`${target}.type`, 'utf8')]);
      return { bytes, contentType };
    } catch {
      return null;
    }
  }
}

const temporaryName = (target: string) => `${target}.${randomBytes(6).toString('hex')}.tmp`;

async function writeWhole(target: string, data: Buffer | string): Promise<void> {
  const temporary = temporaryName(target);
  await writeFile(temporary, data);
  await rename(temporary, target);
}
