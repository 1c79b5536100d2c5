/** The cache's key of an account: its member (none for a system account), kind and platform. */
export const accountKeyText = (key: { memberId: number | null; kind: string; platform: string }): string =>
  `${key.memberId === null ? '-' : String(key.memberId)}:${key.kind}:${key.platform}`;

/** Past this many ids the cache starts again empty: a bound on memory, not a policy. */
const MAX_ENTRIES = 200_000;

/**
 * Ids of committed ledger accounts, by member, kind and platform, for one database. An account's id never
 * changes and no account is ever deleted, so a committed one is remembered for good and a money call
 * skips a lookup per leg. Ledger.accountId remembers only rows its transaction did not create: a row
 * created in a transaction may still be rolled back.
 */
export class AccountIds {
  readonly #ids = new Map<string, number>();

  get(key: string): number | undefined {
    return this.#ids.get(key);
  }

  remember(key: string, id: number): void {
    if (this.#ids.size >= MAX_ENTRIES) this.#ids.clear();
    this.#ids.set(key, id);
  }
}
