import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A zip written as it is read (yazl): each entry is added once the previous one has been consumed, so
 * memory holds one entry's stream at a time, whatever the number of files. Pipe `output` somewhere,
 * add the entries in order (awaiting each), then `end()`.
 */
export class StreamedArchive {
  private readonly zip = new ZipFile();
  readonly output: Readable = this.zip.outputStream as Readable;
  private readonly mtime: Date;
  private aborted: Error | null = null;
  private pending: ((e: Error) => void) | null = null;

  constructor(mtime: Date) {
    this.mtime = mtime;
  }

  /** The reader went away (a closed download): the entry being written and every later one fail at once. */
  abort(reason = new Error('archive aborted')): void {
    this.aborted = reason;
    this.pending?.(reason);
    this.output.destroy();
  }

  /** A small file whose bytes are at hand. */
  addBuffer(name: string, bytes: Buffer, options: { compress?: boolean } = {}): void {
    this.zip.addBuffer(bytes, name, { mtime: this.mtime, compress: options.compress ?? true });
  }

  /** A file produced by a stream made when its turn comes; resolves once it has been read whole. */
  addStream(name: string, make: () => Readable, options: { compress?: boolean } = {}): Promise<void> {
    if (this.aborted) return Promise.reject(this.aborted);
    return new Promise<void>((resolve, reject) => {
      this.pending = reject;
      this.zip.addReadStreamLazy(name, { mtime: this.mtime, compress: options.compress ?? true }, (cb) => {
        let stream: Readable;
        try {
          stream = make();
        } catch (e) {
          reject(e);
          cb(e as Error, undefined as never);
          return;
        }
        stream.once('end', () => resolve());
        stream.once('error', reject);
        cb(null, stream);
      });
    });
  }

  end(): void {
    this.zip.end();
  }
}

/** A JSON array streamed item by item: '[', the items (2-space indented), ']'. */
export function jsonArrayStream<T>(items: AsyncIterable<T>, map: (item: T) => unknown = (x) => x): Readable {
  async function* chunks() {
    yield '[';
    let first = true;
    for await (const item of items) {
      yield `${first ? '\n' : ',\n'}${JSON.stringify(map(item), null, 2)}`;
      first = false;
    }
    yield first ? ']\n' : '\n]\n';
  }
  return Readable.from(chunks());
}

export const jsonBuffer = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
