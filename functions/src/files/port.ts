/** The files port: Cloud Storage in production, a local folder (.data/files, served at /fn/files/**) elsewhere. */
export interface Files {
  /** Stores the bytes and returns a public URL for them. */
  put(path: string, bytes: Buffer, contentType: string): Promise<string>;
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}
