import { setImmediate as endOfTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { Tables } from './schema';

/** What a money transaction answers once committed: its result and the transfer rows it wrote (kind, phase, …). */
export interface Committed<T> {
  result: T;
  written: string[];
}

/** The transfer rows a handle has written so far (kind, phase, …), and dropping those since a mark. */
export interface WrittenRows {
  read: (trx: Kysely<Tables>) => readonly string[];
  forgetSince: (trx: Kysely<Tables>, mark: number) => void;
}

interface Member {
  work: (trx: Kysely<Tables>) => Promise<unknown>;
  resolve: (committed: Committed<unknown>) => void;
  reject: (error: unknown) => void;
}

interface Group {
  /** Members that joined and have not run yet. */
  waiting: Member[];
  /** Members that may still join: every one that joins is run before the COMMIT. */
  joinable: number;
}

/** A bound on one group: its members all wait for its COMMIT. */
const MAX_GROUP = 64;

/** The group that holds the connection (or waits for it) and still takes members, by database. */
const openGroups = new WeakMap<Database, Group>();

/**
 * Runs money transactions on SQLite's one connection so that several share one COMMIT, in the order they were
 * started. A transaction started while no group is open starts one at once: the group asks for the connection
 * right away, in turn with every other query (so a query started after it sees it, as without groups). Its
 * members run one after the other, each in a SAVEPOINT of its own (one that throws is rolled back alone); after
 * them the group waits for the end of this turn of the event loop, and the transactions started meanwhile (the
 * other requests that arrived with the first) join it and run; then one COMMIT for all. Meanwhile the group
 * holds the connection: any other query waits for the COMMIT, so nothing ever reads what is not yet committed.
 * Each member is answered only once the COMMIT has; a failed BEGIN or COMMIT fails every member, which
 * `inMoneyTransaction` retries when it is a lock conflict.
 *
 * A COMMIT costs far more than a money operation's statements (the WAL frames written, and every thousand
 * pages a checkpoint with its fsyncs); a group pays it once, and writes a page its members share once.
 */
export function inSqliteGroup<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>, written: WrittenRows): Promise<Committed<T>> {
  return new Promise<Committed<T>>((resolve, reject) => {
    const member: Member = { work, resolve: resolve as (committed: Committed<unknown>) => void, reject };
    const open = openGroups.get(database);
    if (open !== undefined && open.joinable > 0) {
      open.joinable -= 1;
      open.waiting.push(member);
      return;
    }
    const group: Group = { waiting: [member], joinable: MAX_GROUP - 1 };
    openGroups.set(database, group);
    void runGroup(database, group, written);
  });
}

/** Called synchronously by inSqliteGroup: the connection is asked for before anything else can be. */
async function runGroup(database: Database, group: Group, written: WrittenRows): Promise<void> {
  const members: Member[] = [];
  const done: { member: Member; committed: Committed<unknown> }[] = [];
  const failed: { member: Member; error: unknown }[] = [];
  const close = () => {
    group.joinable = 0;
    if (openGroups.get(database) === group) openGroups.delete(database);
  };
  try {
    await database.db.connection().execute(async (connection) => {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        const runWaiting = async () => {
          for (let member = group.waiting.shift(); member !== undefined; member = group.waiting.shift()) {
            members.push(member);
            const before = written.read(connection).length;
            await sql`SAVEPOINT money_group`.execute(connection);
            try {
              const result = await member.work(connection);
              await sql`RELEASE SAVEPOINT money_group`.execute(connection);
              done.push({ member, committed: { result, written: written.read(connection).slice(before) } });
            } catch (error) {
              await sql`ROLLBACK TO SAVEPOINT money_group`.execute(connection);
              await sql`RELEASE SAVEPOINT money_group`.execute(connection);
              written.forgetSince(connection, before);
              failed.push({ member, error });
            }
          }
        };
        await runWaiting();
        // The other requests of this turn start their transactions now: they join, and run before the COMMIT.
        if (group.joinable > 0) await endOfTurn();
        close();
        await runWaiting();
        await sql`COMMIT`.execute(connection);
      } catch (error) {
        close();
        await sql`ROLLBACK`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    close();
    // Nothing of the group was kept: every member fails with the group's error.
    for (const member of [...members, ...group.waiting.splice(0)]) member.reject(error);
    return;
  }
  for (const { member, committed } of done) member.resolve(committed);
  for (const { member, error } of failed) member.reject(error);
}
