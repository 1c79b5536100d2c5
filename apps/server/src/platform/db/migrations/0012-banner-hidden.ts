import type { Kysely } from 'kysely';

/** A banner an operator hides stays in the console and leaves the players' home (issue #12). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banner').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('banner').dropColumn('hidden').execute();
}
