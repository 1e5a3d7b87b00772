/** A waiting watch: the data version its last look saw, and what to do on a change or on close. */
export interface ChangeListener {
  /** `PRAGMA data_version` read with the watch's last query (null before its first look). */
  seenVersion: number | null;
  changed(): void;
  closed(): void;
}

/**
 * When SQLite data may have changed, for the store's watches. `PRAGMA data_version` only moves for commits
 * made by other connections (another process, or another store on the same file), so the store reports
 * its own commits here (`committed`), and the data version is polled only while a watch is waiting: a
 * listener whose last look saw another version looks again.
 */
export class SqliteChanges {
  private readonly listeners = new Set<ChangeListener>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    /** Reads `PRAGMA data_version` (through the store's mutex). */
    private readonly dataVersion: () => Promise<number>,
    private readonly pollMs: number,
  ) {}

  /** This store committed: every waiting watch looks again. */
  committed(): void {
    for (const listener of [...this.listeners]) listener.changed();
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    this.timer ??= setInterval(() => void this.poll(), this.pollMs);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** The store is closing: waiting watches answer unchanged. */
  close(): void {
    this.stop();
    for (const listener of [...this.listeners]) listener.closed();
    this.listeners.clear();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const version = await this.dataVersion();
      for (const listener of [...this.listeners]) {
        if (listener.seenVersion !== null && listener.seenVersion !== version) listener.changed();
      }
    } catch {
      // The store closed under the poll: close() answers the watches.
    } finally {
      this.polling = false;
    }
  }
}
