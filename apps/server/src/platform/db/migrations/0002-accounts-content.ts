import { sql, type Kysely } from 'kysely';
import { dialectOf, idColumn, idColumnType } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const id = idColumnType(dialect);
  const pk = idColumn(dialect);

  for (const [column, type, value] of [
    ['usdt_rate', 'text', "'7.2'"],
    ['withdraw_usdt_rate', 'text', "'7.3'"],
    ['withdraw_fee_erc20', 'text', "'5'"],
    ['withdraw_fee_trc20', 'text', "'1'"],
  ] as const) {
    await db.schema.alterTable('site').addColumn(column, type, (c) => c.notNull().defaultTo(sql.raw(value))).execute();
  }

  await db.schema
    .createTable('vip_tier')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('vipname', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('flow_fen', 'bigint', (c) => c.notNull())
    .addColumn('recharge_fen', 'bigint', (c) => c.notNull())
    // Rebate percentages in hundredths of a percent (0.5% is 50), per game kind.
    .addColumn('realperson_bp', 'integer', (c) => c.notNull())
    .addColumn('electron_bp', 'integer', (c) => c.notNull())
    .addColumn('joker_bp', 'integer', (c) => c.notNull())
    .addColumn('sport_bp', 'integer', (c) => c.notNull())
    .addColumn('lottery_bp', 'integer', (c) => c.notNull())
    .addColumn('e_sport_bp', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('member')
    .addColumn('id', id, pk)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('pay_password_hash', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birthday', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('isblack', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(1).references('vip_tier.id'))
    .addColumn('isagent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('transferstatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referrer_id', 'integer', (c) => c.references('member.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .addColumn('last_login_ip', 'text')
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('session_member').on('session').column('member_id').execute();

  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banner')
    .addColumn('id', id, pk)
    .addColumn('src', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('background', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('announcement')
    .addColumn('id', id, pk)
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity_type')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', id, pk)
    .addColumn('type', 'integer', (c) => c.notNull().references('activity_type.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('banner', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('can_apply', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('activity_apply')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity.id'))
    .addColumn('amount_fen', 'bigint')
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One pending application per promotion per member, enforced by the database.
  await db.schema
    .createIndex('activity_apply_one_pending')
    .on('activity_apply')
    .columns(['member_id', 'activity_id'])
    .unique()
    .where(sql.ref('state'), '=', 1)
    .execute();
  await db.schema.createIndex('activity_apply_member').on('activity_apply').column('member_id').execute();

  await db.schema
    .createTable('inbox_message')
    .addColumn('id', id, pk)
    // NULL: a message to every member.
    .addColumn('member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inbox_message_member').on('inbox_message').column('member_id').execute();

  await db.schema
    .createTable('article')
    .addColumn('type', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('platform')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('game')
    .addColumn('id', id, pk)
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('platform_name', 'text', (c) => c.notNull().references('platform.code'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('app_state', 'integer', (c) => c.notNull())
    .addColumn('app_img', 'text', (c) => c.notNull())
    .addColumn('hot', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_category').on('game').column('category_id').execute();

  await db.schema
    .createTable('slot_game')
    .addColumn('id', id, pk)
    .addColumn('catecode', 'text', (c) => c.notNull())
    .addColumn('gamecode', 'text', (c) => c.notNull())
    .addColumn('gamename', 'text', (c) => c.notNull())
    .addColumn('gamepic', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slot_game_catecode').on('slot_game').column('catecode').execute();

  await db.schema
    .createTable('agent_apply')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('apply_info', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('agent_apply_one_pending')
    .on('agent_apply')
    .column('member_id')
    .unique()
    .where(sql.ref('state'), '=', 1)
    .execute();

  // Ledger accounts (LEDGER.md). Counters only ever grow; balance = credits_posted - debits_posted.
  await db.schema
    .createTable('account')
    .addColumn('id', id, pk)
    .addColumn('member_id', 'integer', (c) => c.references('member.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('debits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_posted', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('debits_pending', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('credits_pending', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('no_overdraft', 'integer', (c) => c.notNull())
    .addCheckConstraint('account_counters_non_negative', sql`debits_posted >= 0 AND credits_posted >= 0 AND debits_pending >= 0 AND credits_pending >= 0`)
    .execute();
  // One account per member, kind and platform; system accounts (member_id NULL) are unique by kind and platform.
  await db.schema.createIndex('account_member_kind_platform').on('account').columns(['member_id', 'kind', 'platform']).unique().execute();
  await db.schema
    .createIndex('account_system_kind_platform')
    .on('account')
    .columns(['kind', 'platform'])
    .unique()
    .where(sql.ref('member_id'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['account', 'agent_apply', 'slot_game', 'game', 'platform', 'article', 'inbox_message', 'activity_apply', 'activity', 'activity_type', 'announcement', 'banner', 'rate_limit', 'captcha', 'session', 'member', 'vip_tier']) {
    await db.schema.dropTable(table).execute();
  }
}
