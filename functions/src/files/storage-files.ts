import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../firebase/admin-app';
import type { Files } from './port';

/** Production files: Cloud Storage, objects readable by anyone who has their URL (avatars, logos). */
export class StorageFiles implements Files {
  private bucket() {
    return getStorage(adminApp()).bucket();
  }

  async put(filePath: string, bytes: Buffer, contentType: string): Promise<string> {
    const file = this.bucket().file(filePath);
    await file.save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'public, max-age=31536000' } });
    await file.makePublic();
    return file.publicUrl();
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

  async get(filePath: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.bucket().file(filePath);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
  }
}
