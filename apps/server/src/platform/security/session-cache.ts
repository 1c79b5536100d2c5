import type { Revocation } from './revocations';

/** How long a live session is answered from memory on the calls that use the cache (the balance poll). */
export const SESSION_CACHE_TTL_MS = 3_000;

const MAX_ENTRIES = 100_000;

interface Entry {
  memberId: number;
  /** The cache's own expiry, never past the session's. */
  until: number;
}

/**
 * Live sessions of unblocked members (without a one-time password to change), by token hash, for a few seconds: the balance poll, every 4.3 s
 * from every logged-in player, reads no session row while its entry lasts. Only live sessions are kept
 * (a refusal is always read from the database). A revocation heard on the bus drops the entries at once;
 * one missed (another instance without Redis, a change made in SQL) lasts at most the TTL.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #tokensOfMember = new Map<number, Set<string>>();
  /** Counts revocations, so a session read from the database before one is not remembered after it. */
  #revocations = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The member of a cached live session, or undefined. */
  memberOf(tokenHash: string, now: number): number | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.memberId;
    this.#forgetToken(tokenHash);
    return undefined;
  }

  /** Taken before reading a session from the database, and handed to remember(). */
  readStarted(): number {
    return this.#revocations;
  }

  remember(tokenHash: string, memberId: number, sessionExpiresAt: number, now: number, readStarted: number): void {
    // A revocation heard while the row was read may be the one that ended this session.
    if (readStarted !== this.#revocations) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#clear();
    this.#entries.set(tokenHash, { memberId, until: Math.min(now + this.ttlMs, sessionExpiresAt) });
    let tokens = this.#tokensOfMember.get(memberId);
    if (tokens === undefined) {
      tokens = new Set();
      this.#tokensOfMember.set(memberId, tokens);
    }
    tokens.add(tokenHash);
  }

  forget(revocation: Revocation): void {
    this.#revocations += 1;
    if ('tokenHash' in revocation) {
      this.#forgetToken(revocation.tokenHash);
      return;
    }
    for (const tokenHash of this.#tokensOfMember.get(revocation.memberId) ?? []) this.#entries.delete(tokenHash);
    this.#tokensOfMember.delete(revocation.memberId);
  }

  #forgetToken(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return;
    this.#entries.delete(tokenHash);
    const tokens = this.#tokensOfMember.get(entry.memberId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#tokensOfMember.delete(entry.memberId);
  }

  /** A bound on memory under a flood of tokens: everything is read again from the database. */
  #clear(): void {
    this.#entries.clear();
    this.#tokensOfMember.clear();
  }
}
