import { sql, type Kysely } from 'kysely';

/**
 * Turnover (打码量) as a running figure beside the wallet (issue #28), in the ledger's style: each approved deposit
 * and each credit that is not the member's own money adds its requirement (the credit times its multiple), each
 * valid bet lowers it, nothing else resets it. `turnover_entry` is the history (ids are business keys, so a
 * replay adds nothing); `turnover_account` the member's counters since the requirement was last met: what was
 * required and what of it the bets paid (owed = required - wagered).
 *
 * The multiples, in percent like site.turnover_percent: per promotion, for red packets, for rebates (0: the site
 * does not ask turnover of rebates) and for bonus adjustments. Each member's requirement under the old rule
 * (deposits approved since the last approved withdrawal) is carried over as what they owe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turnover_account')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('member.id'))
    .addColumn('required_fen', 'bigint', (c) => c.notNull())
    .addColumn('wagered_fen', 'bigint', (c) => c.notNull())
    .addCheckConstraint('turnover_account_counters', sql`wagered_fen >= 0 AND wagered_fen <= required_fen`)
    .execute();
  await db.schema
    .createTable('turnover_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The credit a requirement comes from, or the valid bet. */
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    /** The credit's multiple in percent; NULL for a bet. */
    .addColumn('percent', 'integer')
    /** What the entry changed: + a requirement, - the part of a bet that counted. */
    .addColumn('change_fen', 'bigint', (c) => c.notNull())
    .addColumn('owed_after_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('turnover_entry_member').on('turnover_entry').columns(['member_id', 'created_at']).execute();

  await db.schema.alterTable('activity').addColumn('turnover_percent', 'integer', (c) => c.notNull().defaultTo(100)).execute();
  for (const column of ['redpacket_turnover_percent', 'adjustment_turnover_percent']) {
    await db.schema.alterTable('site').addColumn(column, 'integer', (c) => c.notNull().defaultTo(100)).execute();
  }
  await db.schema.alterTable('site').addColumn('rebate_turnover_percent', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await carryOverOldRequirements(db as Kysely<OldRuleTables>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['redpacket_turnover_percent', 'adjustment_turnover_percent', 'rebate_turnover_percent']) {
    await db.schema.alterTable('site').dropColumn(column).execute();
  }
  await db.schema.alterTable('activity').dropColumn('turnover_percent').execute();
  await db.schema.dropTable('turnover_entry').execute();
  await db.schema.dropTable('turnover_account').execute();
}

interface OldRuleTables {
  site: { turnover_percent: number };
  member: { id: number };
  withdrawal: { member_id: number; state: number; created_at: number };
  deposit_order: { member_id: number; state: number; amount_fen: number; created_at: number };
  bet: { member_id: number; status: number; valid_fen: number; bet_time: number };
  turnover_account: { member_id: number; required_fen: number; wagered_fen: number };
  turnover_entry: { id: string; member_id: number; kind: string; amount_fen: number; percent: number | null; change_fen: number; owed_after_fen: number; created_at: number };
}

/** Codes as they were when this migration was written (REVIEW_STATE.approved, BET_STATUS.settled). */
const APPROVED = 2;
const SETTLED = 1;

async function carryOverOldRequirements(db: Kysely<OldRuleTables>): Promise<void> {
  const site = await db.selectFrom('site').select('turnover_percent').executeTakeFirst();
  if (!site || site.turnover_percent === 0) return;
  const now = Date.now();
  const members = await db.selectFrom('member').select('id').execute();
  for (const { id } of members) {
    const last = await db.selectFrom('withdrawal').select('created_at').where('member_id', '=', id).where('state', '=', APPROVED).orderBy('created_at', 'desc').executeTakeFirst();
    const since = last?.created_at ?? 0;
    const deposits = await db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', id)
      .where('state', '=', APPROVED)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    const bets = await db
      .selectFrom('bet')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('valid_fen'), eb.lit(0)).as('total'))
      .where('member_id', '=', id)
      .where('status', '=', SETTLED)
      .where('bet_time', '>=', since)
      .executeTakeFirstOrThrow();
    const required = Number((BigInt(Number(deposits.total)) * BigInt(site.turnover_percent) + 99n) / 100n);
    const wagered = Math.min(required, Number(bets.total));
    if (required - wagered <= 0) continue;
    await db.insertInto('turnover_account').values({ member_id: id, required_fen: required, wagered_fen: wagered }).execute();
    await db
      .insertInto('turnover_entry')
      .values({ id: `carried:${String(id)}`, member_id: id, kind: 'carried', amount_fen: required, percent: null, change_fen: required - wagered, owed_after_fen: required - wagered, created_at: now })
      .execute();
  }
}
