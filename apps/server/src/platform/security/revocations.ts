/** A session that ended (logoff), or every session of a member (password change, block, disable). */
export type Revocation = { tokenHash: string } | { memberId: number };

export type RevocationListener = (revocation: Revocation) => void;

/**
 * Tells the session caches that sessions ended. Every revocation goes through the database's bus, so a
 * cache of this process hears it at once, however the revocation was made (an API call, the admin API,
 * a test calling the operation). With Redis (redis-revocations.ts) the bus also carries them to and from
 * the other instances on the same database.
 */
export class RevocationBus {
  readonly #listeners = new Set<RevocationListener>();

  /** Heard here and, once connected to Redis, by every other instance. */
  publish(revocation: Revocation): void {
    this.deliver(revocation);
    this.onPublish?.(revocation);
  }

  /** Heard here only: a revocation another instance published. */
  deliver(revocation: Revocation): void {
    for (const listener of this.#listeners) listener(revocation);
  }

  subscribe(listener: RevocationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Set by the Redis connection: sends a local revocation to the other instances. */
  onPublish: RevocationListener | undefined;
}
