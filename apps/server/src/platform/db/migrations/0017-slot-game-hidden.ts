import type { Kysely } from 'kysely';

/** A slot game an operator hides stays in the console and leaves its provider's list on the players' side (issue #12). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slot_game').addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('slot_game').dropColumn('hidden').execute();
}
