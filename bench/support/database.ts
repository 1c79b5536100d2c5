import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import { createPostgresDatabase, dropPostgresDatabase, postgresReachable } from '../../apps/server/src/platform/db/postgres-admin';
import { inMoneyTransaction } from '../../apps/server/src/platform/db/money-transaction';
import { seedDemo } from '../../apps/sandbox/src/content/seed/seed';
import { ACCOUNT_KIND } from '../../apps/server/src/ledger/accounts';
import { checkLedger } from '../../apps/server/src/ledger/check';
import { Ledger, memberMain, memberPlatform, systemAccount } from '../../apps/server/src/ledger/ledger';
import { hashSecret } from '../../apps/server/src/platform/security/passwords';
import { hashToken, newToken } from '../../apps/server/src/platform/security/tokens';

/** The server's Kysely handle (kysely itself is the server's dependency, not the bench's). */
export type LedgerDb = Parameters<typeof checkLedger>[0];

export const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const benchPostgresReachable = () => postgresReachable(PG_ADMIN_URL);

/** What newDatabaseUrl created and dropBenchDatabases has not yet removed: SQLite directories, PostgreSQL database names. */
const created: { sqliteDirs: string[]; postgresNames: string[] } = { sqliteDirs: [], postgresNames: [] };

export async function newDatabaseUrl(dialect: 'sqlite' | 'postgres'): Promise<string> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
    created.sqliteDirs.push(dir);
    return `sqlite:${join(dir, 'bench.db')}`;
  }
  const name = `casino_bench_${String(process.pid)}_${String(Date.now())}`;
  created.postgresNames.push(name);
  return createPostgresDatabase(PG_ADMIN_URL, name);
}

/**
 * Removes every database created so far, once its part has stopped its server: left behind, PostgreSQL's
 * autovacuum and checkpoints would keep working through them during the parts that follow.
 */
export async function dropBenchDatabases(): Promise<void> {
  for (const name of created.postgresNames.splice(0)) await dropPostgresDatabase(PG_ADMIN_URL, name);
  for (const dir of created.sqliteDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Population {
  /** A session token per member, member i first. */
  tokens: string[];
  /** Member i's username; every member's password is BENCH_PASSWORD. */
  usernames: string[];
  /** Demo-game session tokens of the first `gameSessions` members, on platform DEMO_PLATFORM. */
  gameTokens: string[];
  /** Captcha ids answered by CAPTCHA_ANSWER, valid for a day: one login each. */
  captchaIds: string[];
}

export interface PopulateOptions {
  /** Members that also get a demo-game session and `fundFen` in their DEMO_PLATFORM wallet. */
  gameSessions?: number;
  /** Captchas issued ahead, for logins under load (their answers are not in the picture). */
  captchas?: number;
}

export const BENCH_PASSWORD = 'abcd1234';
export const CAPTCHA_ANSWER = 'bnch';
export const DEMO_PLATFORM = 'ag';
const BATCH = 200;

/** A seeded database with `members` members, each with a session and `fundFen` in the main wallet. */
export async function populate(url: string, members: number, fundFen: number, options: PopulateOptions = {}): Promise<Population> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    await migrateToLatest(database);
    await seedDemo(database);
    const passwordHash = await hashSecret(BENCH_PASSWORD);
    const now = Date.now();
    const population: Population = { tokens: [], usernames: [], gameTokens: [], captchaIds: [] };
    const game = await database.db.selectFrom('game').select(['category_id', 'game_code', 'name']).where('platform_name', '=', DEMO_PLATFORM).orderBy('id').executeTakeFirst();
    for (let start = 0; start < members; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, members - start) }, (_, i) => `bench${String(start + i)}`);
      const rows = await database.db
        .insertInto('member')
        .values(batch.map((username) => ({ username, username_key: username, password_hash: passwordHash, pay_password_hash: passwordHash, realname: '压测', created_at: now, referrer_id: null, last_login_at: null, last_login_ip: null })))
        .returning('id')
        .execute();
      const sessions = rows.map((row) => ({ token: newToken(), memberId: row.id }));
      await database.db
        .insertInto('session')
        .values(sessions.map((s) => ({ token_hash: hashToken(s.token), member_id: s.memberId, created_at: now, expires_at: now + 86_400_000, revoked_at: null })))
        .execute();
      population.tokens.push(...sessions.map((s) => s.token));
      population.usernames.push(...batch);
      const players = rows.filter((_, i) => start + i < (options.gameSessions ?? 0));
      // One operation per batch: the members' funding as legs of one transfer.
      const id = `bench-fund:${String(start)}`;
      await inMoneyTransaction(database, (trx) =>
        new Ledger(trx, now).transfer(id, [
          ...rows.map((row) => ({ id: `${id}:${String(row.id)}`, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberMain(row.id), amount: fundFen, kind: 'adjustment' as const })),
          ...players.map((row) => ({ id: `${id}:${String(row.id)}:game`, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberPlatform(row.id, DEMO_PLATFORM), amount: fundFen, kind: 'adjustment' as const })),
        ]),
      );
      if (players.length > 0 && game) {
        const games = players.map((row) => ({ token: newToken(), memberId: row.id }));
        await database.db
          .insertInto('game_session')
          .values(games.map((g) => ({ token_hash: hashToken(g.token), member_id: g.memberId, platform: DEMO_PLATFORM, category_id: game.category_id, game_code: game.game_code, game_name: game.name, expires_at: now + 86_400_000 })))
          .execute();
        population.gameTokens.push(...games.map((g) => g.token));
      }
    }
    for (let start = 0; start < (options.captchas ?? 0); start += BATCH) {
      const ids = Array.from({ length: Math.min(BATCH, (options.captchas ?? 0) - start) }, (_, i) => `bench-captcha-${String(start + i)}`);
      await database.db
        .insertInto('captcha')
        .values(ids.map((id) => ({ id, answer: CAPTCHA_ANSWER, expires_at: now + 86_400_000 })))
        .execute();
      population.captchaIds.push(...ids);
    }
    return population;
  } finally {
    await database.close();
  }
}

/** Opens the bench database `url` for `work`, and closes it. */
export async function withDatabase<T>(url: string, work: (db: LedgerDb) => Promise<T>): Promise<T> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export async function ledgerBreaches(url: string): Promise<number> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    return (await checkLedger(database.db)).length;
  } finally {
    await database.close();
  }
}
