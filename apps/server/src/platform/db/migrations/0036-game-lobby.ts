import type { Kysely } from 'kysely';

/**
 * Issue #33 item 13, the lobby: each platform's logo (an uploaded image or an address; '' for none), and the
 * games each member launched, one row per member and game, its last launch (the home's 最近玩过).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('platform').addColumn('logo', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createTable('recent_game')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('played_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_game_pk', ['member_id', 'platform', 'game_code'])
    .execute();
  await db.schema.createIndex('recent_game_member_played').on('recent_game').columns(['member_id', 'played_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recent_game').execute();
  await db.schema.alterTable('platform').dropColumn('logo').execute();
}
