import type { adminPlatforms, adminSavePlatform } from '@casino/contract/calls/games';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { PLATFORM_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import { checkPlatform } from '@casino/contract/rules/admin-games';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { PlatformTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

type PlatformRow = Selectable<PlatformTable>;

/** A platform as the audit log keeps it. */
const platformState = (row: PlatformRow) => ({ code: row.code, name: row.name, logo: row.logo, sort: row.sort, hidden: row.state !== 1 });

/**
 * Platforms as the console shows them: with the number of their games and of the members' game sessions
 * not yet expired (what hiding the platform would leave playing). Two grouped counts for the whole page.
 */
async function platformItems(db: Kysely<Tables>, rows: readonly PlatformRow[], now: number) {
  const codes = rows.map((row) => row.code);
  if (codes.length === 0) return [];
  const [games, sessions] = await Promise.all([
    db.selectFrom('game').select(['platform_name as code', (eb) => eb.fn.countAll().as('n')]).where('platform_name', 'in', codes).groupBy('platform_name').execute(),
    db.selectFrom('game_session').select(['platform as code', (eb) => eb.fn.countAll().as('n')]).where('platform', 'in', codes).where('expires_at', '>', now).groupBy('platform').execute(),
  ]);
  // Counts arrive as strings on PostgreSQL.
  const countOf = (counted: readonly { code: string; n: string | number | bigint }[], code: string) => Number(counted.find((c) => c.code === code)?.n ?? 0);
  return rows.map((row) => ({ ...platformState(row), games: countOf(games, row.code), open_sessions: countOf(sessions, row.code) }));
}

/** One page of the platforms as the console shows them (platformItems), for the operators' list. */
export async function platformPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminPlatforms>, now: number) {
  // State 1 is shown: shown ascending (hidden first) is state ascending.
  const order = listOrder(PLATFORM_SORTING, input, { sort: 'sort', code: 'code', name: 'name', shown: 'state' });
  const page = await paginate(
    db.selectFrom('platform'),
    (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('code'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    (row) => row,
  );
  return { ...page, data: await platformItems(db, page.data, now) };
}

/**
 * Renames, reorders, sets the logo of (kept when not sent), hides or shows a platform after the contract's checkPlatform; the change and its audit
 * row commit together. The players' lists read platforms on each load. Platforms are not created here:
 * each is a provider the server plays with.
 */
export async function savePlatform(database: Database, input: ParsedRequestOf<typeof adminSavePlatform>, audit: AuditWriter, now: number) {
  const broken = checkPlatform(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const saved = await inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('platform').selectAll().where('code', '=', input.code).executeTakeFirst();
    if (!before) throw new BusinessError(MSG.unknownPlatform, CODES.notFound);
    const after = await trx
      .updateTable('platform')
      .set({ name: input.name?.trim() ?? '', logo: input.logo === undefined ? before.logo : input.logo.trim(), sort: input.sort ?? 0, state: input.hidden === true ? 0 : 1 })
      .where('code', '=', input.code)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, { target: `platform:${input.code}`, before: platformState(before), after: platformState(after) });
    return after;
  });
  const [item] = await platformItems(database.db, [saved], now);
  if (!item) throw new Error('the saved platform is gone');
  return item;
}
