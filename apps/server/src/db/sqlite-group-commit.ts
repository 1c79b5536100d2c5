import { setImmediate as nextTurn } from 'node:timers';
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

interface Queue {
  waiting: Waiting[];
  running: boolean;
}

interface Waiting {
  work: (trx: Kysely<Tables>) => Promise<unknown>;
  resolve: (committed: Committed<unknown>) => void;
  reject: (error: unknown) => void;
}

/** A bound on one group: its members all wait for its COMMIT. */
const MAX_GROUP = 64;

const queues = new WeakMap<Database, Queue>();

/**
 * Runs money transactions on SQLite's one connection in groups: those that arrive in the same turn of the event
 * loop share one BEGIN IMMEDIATE … COMMIT, each in a SAVEPOINT of its own, so one that throws is rolled back
 * alone and the others keep their work. A COMMIT costs far more than a money operation's statements (the WAL
 * write, and now and then a checkpoint with its fsyncs); a group pays it once. Each member is answered only once
 * the group's COMMIT has answered; a failed COMMIT (or BEGIN) fails every member, which `inMoneyTransaction`
 * retries when it is a lock conflict.
 */
export function inSqliteGroup<T>(database: Database, work: (trx: Kysely<Tables>) => Promise<T>, written: WrittenRows): Promise<Committed<T>> {
  let queue = queues.get(database);
  if (!queue) {
    queue = { waiting: [], running: false };
    queues.set(database, queue);
  }
  const own = queue;
  return new Promise<Committed<T>>((resolve, reject) => {
    own.waiting.push({ work, resolve: resolve as (committed: Committed<unknown>) => void, reject });
    if (!own.running) {
      own.running = true;
      // One turn later: the callbacks of this turn's requests have queued their transactions too.
      nextTurn(() => {
        void runGroups(database, own, written);
      });
    }
  });
}

async function runGroups(database: Database, queue: Queue, written: WrittenRows): Promise<void> {
  while (queue.waiting.length > 0) await runGroup(database, queue.waiting.splice(0, MAX_GROUP), written);
  queue.running = false;
}

async function runGroup(database: Database, group: Waiting[], written: WrittenRows): Promise<void> {
  const done: { waiting: Waiting; committed: Committed<unknown> }[] = [];
  const failed: { waiting: Waiting; error: unknown }[] = [];
  try {
    await database.db.connection().execute(async (connection) => {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        for (const waiting of group) {
          const before = written.read(connection).length;
          await sql`SAVEPOINT money_group`.execute(connection);
          try {
            const result = await waiting.work(connection);
            await sql`RELEASE SAVEPOINT money_group`.execute(connection);
            done.push({ waiting, committed: { result, written: written.read(connection).slice(before) } });
          } catch (error) {
            await sql`ROLLBACK TO SAVEPOINT money_group`.execute(connection);
            await sql`RELEASE SAVEPOINT money_group`.execute(connection);
            written.forgetSince(connection, before);
            failed.push({ waiting, error });
          }
        }
        await sql`COMMIT`.execute(connection);
      } catch (error) {
        await sql`ROLLBACK`.execute(connection).catch(() => undefined);
        throw error;
      }
    });
  } catch (error) {
    // Nothing of the group was kept: every member fails with the group's error.
    for (const waiting of group) waiting.reject(error);
    return;
  }
  for (const { waiting, committed } of done) waiting.resolve(committed);
  for (const { waiting, error } of failed) waiting.reject(error);
}
