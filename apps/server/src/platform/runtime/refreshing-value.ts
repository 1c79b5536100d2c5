/**
 * A value read at most once per `ttlMs` by this process (concurrent misses share one read; up to twice the
 * TTL the last value is answered while it is read again, so it is never older than that). Timed by the
 * monotonic clock, never the app's (tests move or freeze that one). A change made through this process
 * forgets it at once; one made elsewhere (`npm run admin`, another instance) is seen within twice the TTL.
 */
export class RefreshingValue<T> {
  private value: T | undefined;
  private readAt = 0;
  private pending: Promise<T> | undefined;
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    /** The monotonic clock; a test gives one it moves itself. */
    private readonly now: () => number = () => performance.now(),
  ) {}

  current(): Promise<T> | T {
    const now = this.now();
    if (this.value !== undefined && now - this.readAt < this.ttlMs) return this.value;
    // Just past the TTL the last value is answered while one read refreshes it: the requests of that moment
    // (at 2,000 polls a second, dozens, behind a busy connection pool) do not all wait for it. Older than
    // twice the TTL (a quiet moment), it is read before answering.
    if (this.value !== undefined && now - this.readAt < 2 * this.ttlMs) {
      if (!this.pending) this.refresh(now).catch(() => undefined);
      return this.value;
    }
    if (this.pending) return this.pending;
    return this.refresh(now);
  }

  /**
   * The same, for a caller inside a transaction that may hold SQLite's only connection: it never waits for a
   * read through the app's connection (the transaction would block that read, and the read the transaction).
   * A value too old is read through `readHere`, the transaction's own connection, while a read for the next
   * callers starts.
   */
  currentIn(readHere: () => Promise<T>): Promise<T> | T {
    const now = this.now();
    if (this.value !== undefined && now - this.readAt < this.ttlMs) return this.value;
    if (!this.pending) this.refresh(now).catch(() => undefined);
    if (this.value !== undefined && now - this.readAt < 2 * this.ttlMs) return this.value;
    return readHere();
  }

  private refresh(now: number): Promise<T> {
    const generation = this.generation;
    const read = this.read()
      .then((value) => {
        if (generation === this.generation) {
          this.value = value;
          this.readAt = now;
        }
        return value;
      })
      .finally(() => {
        if (this.pending === read) this.pending = undefined;
      });
    this.pending = read;
    return read;
  }

  /** Forgets the value read, after a change of what it was read from. */
  forget(): void {
    this.generation += 1;
    this.value = undefined;
    this.pending = undefined;
  }
}
