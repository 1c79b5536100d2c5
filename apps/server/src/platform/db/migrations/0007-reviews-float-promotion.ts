import type { Kysely } from 'kysely';

/**
 * Who reviewed a promotion or agent application and when, as on deposits and withdrawals; and the home
 * page's floating promotion (an image, and the promotion it opens).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['activity_apply', 'agent_apply']) {
    await db.schema.alterTable(table).addColumn('reviewed_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('reviewed_by', 'text').execute();
  }
  await db.schema.alterTable('site').addColumn('float_image', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('site').addColumn('float_activity_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site').dropColumn('float_activity_id').execute();
  await db.schema.alterTable('site').dropColumn('float_image').execute();
  for (const table of ['agent_apply', 'activity_apply']) {
    await db.schema.alterTable(table).dropColumn('reviewed_by').execute();
    await db.schema.alterTable(table).dropColumn('reviewed_at').execute();
  }
}
