import { createHash } from 'node:crypto';
import type { DocData, Query, Reader, WithId } from '../../store/port';
import { idDirection, positionOf, queryOrder } from '../../store/query-order';
import { InvalidInputError } from '../errors';
import { INVALID_CURSOR } from './list-input';

/** Where a source resumes: from its start (null), after a position, or nowhere (done: 0). */
type Resume = null | (string | number)[] | 0;

/** How many times one source may be read for one page when `keep` refuses documents (long searches). */
const MAX_READS_PER_SOURCE = 3;

/** A query of the page; `collection` when it reads another collection than the request's (a list of two kinds). */
export interface ListSource extends Query {
  collection?: string;
}

export interface ListPageRequest<T extends DocData> {
  collection: string;
  /**
   * The queries whose results the page merges, each with the same orderBy (ending with a total order by id):
   * one, or several when a filter is a union (expired = stored expired, or sent and past validity).
   */
  sources: ListSource[];
  limit: number;
  /** The previous page's nextCursor, or '' for the first page. */
  cursor: string;
  /** What the list shows (filters, search): a cursor made for another list is refused. */
  listed: string;
  /** A last check on each document, for what the queries cannot say exactly. */
  keep?: (doc: WithId<T>) => boolean;
  /**
   * The number of documents the list holds, when the caller counts them anyway (its answer's `total`).
   * A page without `keep` then reads at most `limit` documents per source, not limit + 1: whether more
   * follow is the count against the documents listed so far (the cursor carries that number). A source
   * never needs a second read: emptying a buffer of `limit` fills the page.
   */
  total?: Promise<number>;
}

export interface ListPage<T> {
  items: WithId<T>[];
  nextCursor: string | null;
}

/**
 * One page of a keyset-paginated list. Each source reads at most `limit + 1` documents after its own
 * position (`limit` when counted; at most MAX_READS_PER_SOURCE times when `keep` refuses some), and the
 * page takes the first `limit` of their merge; the cursor keeps each source's position. So a page costs at
 * most sources × (limit + 1) reads, whatever page it is, and inserting a record does not shift the next page.
 */
export async function readListPage<T extends DocData>(reader: Reader, request: ListPageRequest<T>): Promise<ListPage<T>> {
  const { resumes, listedBefore } = decodeCursor(request);
  const counted = request.total !== undefined && !request.keep;
  const chunk = request.limit + (counted ? 0 : 1);
  const streams = request.sources.map((query, i) => new SourceStream<T>(reader, request, query, resumes[i]!, chunk));
  const items: WithId<T>[] = [];
  let more = false;
  while (items.length < request.limit) {
    // Buffered heads need no await (most items of a page): only a source that must read is awaited.
    let heads: (WithId<T> | null | 'unread' | undefined)[] = streams.map((s) => s.peek());
    if (heads.includes(undefined)) heads = await Promise.all(streams.map((s) => s.head()));
    if (heads.includes('unread')) {
      more = true;
      break;
    }
    let best = -1;
    heads.forEach((head, i) => {
      if (head && head !== 'unread' && (best < 0 || before(request.sources[0]!, head, heads[best] as WithId<T>))) best = i;
    });
    if (best < 0) break;
    items.push(streams[best]!.take());
  }
  if (items.length === request.limit) more = counted ? listedBefore + items.length < (await request.total!) : streams.some((s) => s.mayHaveMore());
  const listed = listedBefore + items.length;
  return { items, nextCursor: more ? encodeCursor(request.listed, streams.map((s) => s.resume()), listed) : null };
}

/** One source's documents in order, read in chunks (limit + 1, or limit when counted), minus those `keep` refuses. */
class SourceStream<T extends DocData> {
  private buffer: WithId<T>[] = [];
  private lastTaken: WithId<T> | null = null;
  private ended: boolean;
  private reads = 0;

  constructor(
    private readonly reader: Reader,
    private readonly request: ListPageRequest<T>,
    private readonly query: ListSource,
    private position: Resume,
    private readonly chunk: number,
  ) {
    this.ended = position === 0;
  }

  /** The next document when it is known without reading (null at the end), undefined when a read is due. */
  peek(): WithId<T> | null | undefined {
    for (;;) {
      const next = this.buffer[0];
      if (!next) return this.ended ? null : undefined;
      if (!this.request.keep || this.request.keep(next)) return next;
      this.take();
    }
  }

  /** The next document, null at the end, 'unread' when finding it would take one read too many. */
  async head(): Promise<WithId<T> | null | 'unread'> {
    for (;;) {
      const next = this.buffer[0];
      if (next) {
        if (!this.request.keep || this.request.keep(next)) return next;
        this.take();
        continue;
      }
      if (this.ended) return null;
      if (this.reads === MAX_READS_PER_SOURCE) return 'unread';
      await this.read();
    }
  }

  take(): WithId<T> {
    const doc = this.buffer.shift()!;
    this.lastTaken = doc;
    return doc;
  }

  /** Where the source stands: after the last document taken (its position computed once, when needed). */
  private current(): Resume {
    if (this.lastTaken) {
      this.position = positionOf(this.query, this.lastTaken);
      this.lastTaken = null;
    }
    return this.position;
  }

  mayHaveMore(): boolean {
    return this.buffer.length > 0 || !this.ended;
  }

  resume(): Resume {
    return this.buffer.length === 0 && this.ended ? 0 : this.current();
  }

  private async read(): Promise<void> {
    const chunk = this.chunk;
    const position = this.current();
    const after = Array.isArray(position) ? { startAfter: position } : {};
    const { collection, ...query } = this.query;
    this.buffer = await this.reader.query<T>(collection ?? this.request.collection, { ...query, ...after, limit: chunk });
    this.reads += 1;
    if (this.buffer.length < chunk) this.ended = true;
  }
}

/** a comes before b in the sources' shared order: their orderBy, then the id. */
function before(query: Query, a: WithId<DocData>, b: WithId<DocData>): boolean {
  const shared: Query = { orderBy: query.orderBy ?? [] };
  const directions = [...queryOrder(shared).map((o) => o.direction), idDirection(shared)];
  const [pa, pb] = [positionOf(shared, a), positionOf(shared, b)];
  for (let i = 0; i < pa.length; i += 1) {
    const [x, y] = [pa[i]!, pb[i]!];
    if (x === y) continue;
    // Numbers order before strings, as in the store.
    const less = typeof x === typeof y ? x < y : typeof x === 'number';
    return directions[i] === 'asc' ? less : !less;
  }
  return false;
}

function fingerprint(listed: string): string {
  return createHash('sha256').update(listed).digest('base64url').slice(0, 10);
}

/** `n`: the documents listed on the pages before (a crafted one only changes the caller's own "more"). */
function encodeCursor(listed: string, resumes: Resume[], listedBefore: number): string {
  return Buffer.from(JSON.stringify({ l: fingerprint(listed), r: resumes, n: listedBefore })).toString('base64url');
}

/** Each source's resume point and the documents listed before; anything but a cursor this list made answers 400. */
function decodeCursor<T extends DocData>(request: ListPageRequest<T>): { resumes: Resume[]; listedBefore: number } {
  if (!request.cursor) return { resumes: request.sources.map(() => null), listedBefore: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(request.cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { l, r, n } = (parsed ?? {}) as { l?: unknown; r?: unknown; n?: unknown };
  if (l !== fingerprint(request.listed) || !Array.isArray(r) || r.length !== request.sources.length) throw invalidCursor();
  if (n !== undefined && !(Number.isSafeInteger(n) && (n as number) >= 0)) throw invalidCursor();
  const resumes = r.map((resume: unknown, i) => {
    if (resume === null || resume === 0) return resume;
    const length = queryOrder(request.sources[i]).length + 1;
    const valid =
      Array.isArray(resume) &&
      resume.length === length &&
      resume.every((v) => (typeof v === 'string' && v.length <= 200) || (typeof v === 'number' && Number.isFinite(v))) &&
      typeof resume.at(-1) === 'string';
    if (!valid) throw invalidCursor();
    return resume as (string | number)[];
  });
  return { resumes, listedBefore: (n as number | undefined) ?? 0 };
}

function invalidCursor(): Error {
  return new InvalidInputError(INVALID_CURSOR, { cursor: INVALID_CURSOR });
}
