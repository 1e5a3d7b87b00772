import { AsyncResource } from 'node:async_hooks';
import { answerCursor } from './answer-cursor';
import { settleWatch } from './held-watch';
import type { DocData, WatchOptions, WatchResult, WithId } from './port';
import type { ChangeListener, SqliteChanges } from './sqlite-changes';
import { queryReads, watchChangeReads, type UsageMeter } from './usage';

/** One look at the watched query: its documents and the data version they were read at. */
export interface Look {
  version: number;
  docs: WithId<DocData>[];
}

/**
 * SQLite's watch: look at the query, then again on every change `changes` reports, until the answer's
 * cursor differs from `after`, the timeout, or the signal. Billed as Firestore bills a listener: the first
 * look as a query, then the documents that changed (looks that find nothing new are free, as Firestore does
 * not tell a listener about writes outside its query).
 */
export function sqliteWatch(look: () => Promise<Look>, changes: SqliteChanges, meter: UsageMeter, options: WatchOptions): Promise<WatchResult> {
  const { after } = options;
  return settleWatch(options, (end) => {
    let previous: WithId<DocData>[] | null = null;
    let looking = false;
    let again = false;
    const listener: ChangeListener = {
      seenVersion: null,
      // Another request's commit wakes this watch: its reads count in the watching request's usage scope.
      changed: AsyncResource.bind(() => void lookAgain()),
      closed: end.unchanged,
    };

    async function lookAgain(): Promise<void> {
      if (looking) {
        again = true;
        return;
      }
      looking = true;
      try {
        do {
          again = false;
          const { version, docs } = await look();
          listener.seenVersion = version;
          if (end.done) return;
          meter.read(previous === null ? queryReads(docs.length) : 0);
          const cursor = answerCursor(docs);
          if (after === null) return end.finish({ cursor, changed: false, docs });
          if (cursor !== after) {
            if (previous !== null) meter.read(watchChangeReads(newOrChanged(previous, docs)));
            return end.finish({ cursor, changed: true, docs });
          }
          previous = docs;
        } while (again && !end.done);
      } catch (error) {
        end.finish(error instanceof Error ? error : new Error(String(error)));
      } finally {
        looking = false;
      }
    }

    const unsubscribe = changes.subscribe(listener);
    void lookAgain();
    return unsubscribe;
  });
}

function newOrChanged(before: WithId<DocData>[], after: WithId<DocData>[]): number {
  const seen = new Set(before.map((doc) => answerCursor([doc])));
  return after.filter((doc) => !seen.has(answerCursor([doc]))).length;
}
