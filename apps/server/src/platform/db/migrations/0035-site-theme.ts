import type { Kysely } from 'kysely';

/**
 * Issue #33 item 12: the player app's brand theme, set in the console. The defaults are the dark-and-gold theme
 * (DEFAULT_THEME in the contract; written out here, as a migration must not change when the contract does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').addColumn('theme_mode', 'text', (c) => c.notNull().defaultTo('dark')).execute();
  await db.schema.alterTable('site').addColumn('theme_primary', 'text', (c) => c.notNull().defaultTo('#d4a53c')).execute();
  await db.schema.alterTable('site').addColumn('theme_accent', 'text', (c) => c.notNull().defaultTo('#f3d27a')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').dropColumn('theme_accent').execute();
  await db.schema.alterTable('site').dropColumn('theme_primary').execute();
  await db.schema.alterTable('site').dropColumn('theme_mode').execute();
}
