import { adminApp } from '../firebase/admin-app';
import type { Files } from './port';
import { isSafeFilePath } from './local-files';

/** Private objects live under this prefix and are never made public. */
const PRIVATE_PREFIX = 'private/';

/** Production files: Cloud Storage; public objects are readable by anyone who has their URL (avatars, logos). */
export class StorageFiles implements Files {
  private bucket() {
    // Loaded on first use: a cold start that touches no file does not pay for the Storage client.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getStorage } = require('firebase-admin/storage') as typeof import('firebase-admin/storage');
    return getStorage(adminApp()).bucket();
  }

  async put(filePath: string, bytes: Buffer, contentType: string): Promise<string> {
    const file = this.bucket().file(filePath);
    await file.save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'public, max-age=31536000' } });
    await file.makePublic();
    return file.publicUrl();
  }

  pathOf(url: string): string | null {
    const bucket = this.bucket();
    // publicUrl(): `<apiEndpoint>/<bucket>/<encodeURIComponent(path)>`; the path is read back and the URL rebuilt from it.
    const prefix = `${bucket.storage.apiEndpoint}/${bucket.name}/`;
    if (!url.startsWith(prefix)) return null;
    let filePath: string;
    try {
      filePath = decodeURIComponent(url.slice(prefix.length));
    } catch {
      return null;
    }
    if (!isSafeFilePath(filePath) || filePath.startsWith(PRIVATE_PREFIX)) return null;
    return bucket.file(filePath).publicUrl() === url ? filePath : null;
  }

  async putNew(filePath: string, bytes: Buffer, contentType: string): Promise<boolean> {
    try {
      // ifGenerationMatch 0: the write succeeds only if no object has this name (atomic in Cloud Storage).
      await this.bucket()
        .file(filePath)
        .save(bytes, { contentType, resumable: false, preconditionOpts: { ifGenerationMatch: 0 }, metadata: { cacheControl: 'public, max-age=31536000, immutable' } });
      return true;
    } catch (e) {
      if ((e as { code?: number }).code === 412) return false;
      throw e;
    }
  }

  get(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return filePath.startsWith(PRIVATE_PREFIX) ? Promise.resolve(null) : this.read(filePath);
  }

  async putPrivate(filePath: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.bucket().file(PRIVATE_PREFIX + filePath).save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'private, no-store' } });
  }

  getPrivate(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    return this.read(PRIVATE_PREFIX + filePath);
  }

  async deletePublicByPrefix(prefix: string): Promise<number> {
    if (prefix.startsWith(PRIVATE_PREFIX) || prefix.length < 3) throw new Error(`Refusing to delete by prefix ${prefix}`);
    const [files] = await this.bucket().getFiles({ prefix });
    await Promise.all(files.map((f) => f.delete({ ignoreNotFound: true })));
    return files.length;
  }

  async deletePrivate(filePath: string): Promise<void> {
    await this.bucket().file(PRIVATE_PREFIX + filePath).delete({ ignoreNotFound: true });
  }

  private async read(objectPath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.bucket().file(objectPath);
    try {
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    }
  }
}
