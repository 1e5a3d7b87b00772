/**
 * Runs async sections one at a time, in call order.
 * better-sqlite3 has one connection per store: a transaction that awaits must not let
 * another statement slip into it.
 */
export class AsyncMutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(section: () => Promise<R> | R): Promise<R> {
    const result = this.tail.then(section);
    // The next section waits for this one whatever its outcome.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
