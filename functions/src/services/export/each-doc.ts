import type { DocData, Reader, WithId } from '../../store/port';
import { readPages } from '../../store/walk-pages';

/** Documents read per query: memory holds one page of one collection at a time. */
export const EXPORT_PAGE = 200;

/** Every document of `collection` whose `field` is `value`, page by page (id order, single-field index). */
export async function* eachDoc<T extends DocData>(reader: Reader, collection: string, field: string, value: string): AsyncGenerator<WithId<T>> {
  for await (const page of readPages<T>(reader, collection, { where: [[field, '==', value]], limit: EXPORT_PAGE })) yield* page;
}
