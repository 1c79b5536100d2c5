import type { Kysely } from 'kysely';

/**
 * Issue #41 item 5, game sessions end with the account: each game session keeps the hash of the member's session
 * that launched it (NULL for those from before), so a log-off ends that session's games; what ends every session of
 * a member (a password change or reset, a block, a disable) ends every game session of theirs, found by member.
 * Item 9: Hub88 transactions by the transaction they reference, so a rollback finds the wins paid on its bet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_session').addColumn('session_hash', 'text').execute();
  await db.schema.createIndex('game_session_member').on('game_session').columns(['member_id', 'expires_at']).execute();
  await db.schema.createIndex('game_session_launched_by').on('game_session').column('session_hash').execute();
  await db.schema.createIndex('hub88_transaction_reference').on('hub88_transaction').column('reference_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hub88_transaction_reference').execute();
  await db.schema.dropIndex('game_session_launched_by').execute();
  await db.schema.dropIndex('game_session_member').execute();
  await db.schema.alterTable('game_session').dropColumn('session_hash').execute();
}
