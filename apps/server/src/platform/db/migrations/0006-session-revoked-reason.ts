import type { Kysely } from 'kysely';

/** Why a session was revoked, so that one ended by an operator's block can still answer the block message. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').addColumn('revoked_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('revoked_reason').execute();
}
