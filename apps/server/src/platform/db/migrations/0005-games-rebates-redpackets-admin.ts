import { sql, type Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumnType(dialect);
  const pk = idColumn(dialect);

  // A launched game: the demo game's page carries the token; only its hash is kept.
  await db.schema
    .createTable('game_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  // Rebates earned by settled bets, claimed all at once.
  await db.schema
    .createTable('rebate')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('bet_row_id', 'integer', (c) => c.notNull().unique().references('bet.id'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('gamename', 'text', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull())
    // 0 claimable, 1 claimed.
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .addCheckConstraint('rebate_amount_positive', sql`amount_fen > 0`)
    .execute();
  await db.schema.createIndex('rebate_member_state').on('rebate').columns(['member_id', 'state']).execute();

  await db.schema
    .createTable('redpacket_rule')
    .addColumn('id', id, pk)
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    // Deposits between day_flow and flow_money earn `draws` draws.
    .addColumn('day_flow_fen', 'bigint', (c) => c.notNull())
    .addColumn('flow_money_fen', 'bigint', (c) => c.notNull())
    .addColumn('draws', 'integer', (c) => c.notNull())
    .addColumn('prize_min_fen', 'bigint', (c) => c.notNull())
    .addColumn('prize_max_fen', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('redpacket_draw')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    // The Beijing day (YYYY-MM-DD) and the draw's number that day: the database refuses a draw twice.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('deposit_fen', 'bigint', (c) => c.notNull())
    .addColumn('prize_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redpacket_draw_once').on('redpacket_draw').columns(['member_id', 'day', 'seq']).unique().execute();

  await db.schema
    .createTable('admin_user')
    .addColumn('id', id, pk)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admin_user.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['admin_session', 'admin_user', 'redpacket_draw', 'redpacket_rule', 'rebate', 'game_session']) {
    await db.schema.dropTable(table).execute();
  }
}
