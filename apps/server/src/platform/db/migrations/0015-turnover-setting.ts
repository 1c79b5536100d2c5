import type { Kysely } from 'kysely';

/**
 * The turnover multiple moves from the environment (TURNOVER_MULTIPLE) to the site settings, where the console
 * changes it (issue #12). It is kept in percent of the deposits (1.5× is 150) so the rule stays integer
 * arithmetic. The value of TURNOVER_MULTIPLE when this migration runs (1× without it) becomes the column's
 * default, so both an existing site row and the row a fresh install seeds after the migrations start from it.
 * Also an index on member.vip, for the console's count of members per VIP tier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const percent = turnoverPercentFromEnvironment(process.env.TURNOVER_MULTIPLE);
  await db.schema.alterTable('site').addColumn('turnover_percent', 'integer', (c) => c.notNull().defaultTo(percent)).execute();
  await db.schema.createIndex('member_vip').on('member').column('vip').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('member_vip').execute();
  await db.schema.alterTable('site').dropColumn('turnover_percent').execute();
}

/** TURNOVER_MULTIPLE as the server read it before (a number 0..100), in percent; 100 when unset. */
export function turnoverPercentFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 100;
  const multiple = Number(value);
  if (!Number.isFinite(multiple) || multiple < 0 || multiple > 100) throw new Error(`TURNOVER_MULTIPLE must be a number from 0 to 100, not ${value}`);
  return Math.round(multiple * 100);
}
