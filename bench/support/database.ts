import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { createPostgresDatabase, postgresReachable } from '../../apps/server/src/db/postgres-admin';
import { inMoneyTransaction } from '../../apps/server/src/db/money-transaction';
import { seedDemo } from '../../apps/server/src/db/seed/seed';
import { ACCOUNT_KIND } from '../../apps/server/src/ledger/accounts';
import { checkLedger } from '../../apps/server/src/ledger/check';
import { Ledger, memberMain, systemAccount } from '../../apps/server/src/ledger/ledger';
import { hashSecret } from '../../apps/server/src/security/passwords';
import { hashToken, newToken } from '../../apps/server/src/security/tokens';

export const PG_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const benchPostgresReachable = () => postgresReachable(PG_ADMIN_URL);

export async function newDatabaseUrl(dialect: 'sqlite' | 'postgres'): Promise<string> {
  if (dialect === 'sqlite') return `sqlite:${join(mkdtempSync(join(tmpdir(), 'casino-bench-')), 'bench.db')}`;
  return createPostgresDatabase(PG_ADMIN_URL, `casino_bench_${String(process.pid)}_${String(Date.now())}`);
}

export interface Population {
  tokens: string[];
}

/** A seeded database with `members` members, each with a session and `fundFen` in the main wallet. */
export async function populate(url: string, members: number, fundFen: number): Promise<Population> {
  const database = openDatabase(url, { onIdleConnectionError: () => undefined });
  try {
    await migrateToLatest(database);
    await seedDemo(database);
    const passwordHash = await hashSecret('abcd1234');
    const now = Date.now();
    const tokens: string[] = [];
    for (let start = 0; start < members; start += 200) {
      const batch = Array.from({ length: Math.min(200, members - start) }, (_, i) => `bench${String(start + i)}`);
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
      tokens.push(...sessions.map((s) => s.token));
      for (const row of rows) {
        const id = `bench-fund:${String(row.id)}`;
        await inMoneyTransaction(database, (trx) =>
          new Ledger(trx, now).transfer(id, [{ id, debit: systemAccount(ACCOUNT_KIND.adjustments), credit: memberMain(row.id), amount: fundFen, kind: 'adjustment' }]),
        );
      }
    }
    return { tokens };
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
