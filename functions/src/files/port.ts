/**
 * The files port: Cloud Storage in production, a local folder (.data/files) elsewhere.
 * Public files (avatars, logos, app releases) have a URL anyone may open (/fn/files/** locally). Private files
 * (the PDFs of sent quotes) have none: only the API reads them, after its own checks.
 */
export interface Files {
  /** Stores the bytes and returns a public URL for them. */
  put(path: string, bytes: Buffer, contentType: string): Promise<string>;
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /**
   * The path of the public file a URL returned by `put` names, or null for any other address (another host, a
   * query, a private file). What clients' browsers may be sent to load (logos, avatars): only our own files.
   */
  pathOf(url: string): string | null;
  /**
   * Stores bytes that must never change once written (app release files, cached for a year): false, and nothing
   * written, when the path already exists. Two callers writing the same path at once: one wins, whole.
   */
  putNew(path: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** Stores bytes no URL serves; `get` never returns them. */
  putPrivate(path: string, bytes: Buffer, contentType: string): Promise<void>;
  getPrivate(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Deletes the public files whose path starts with `prefix` (an account's avatars, 'avatars/<uid>-'); returns how many. */
  deletePublicByPrefix(prefix: string): Promise<number>;
  /** Deletes a private file; nothing happens when it is absent. */
  deletePrivate(path: string): Promise<void>;
}
