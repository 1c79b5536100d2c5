import type { Kysely } from 'kysely';
import type { Tables } from '../../server/src/platform/db/schema';

/**
 * Of the audit targets (`platform:pg`, `gateway:gopay`, …), those an operator has touched: some audit row names them
 * under anyone but the demo's own actor. The demo never connects again what an operator connected or disconnected.
 */
export async function touchedByOperators(db: Kysely<Tables>, targets: readonly string[], demoActor: string): Promise<Set<string>> {
  if (targets.length === 0) return new Set();
  const rows = await db.selectFrom('audit_log').select('target').where('target', 'in', targets).where('admin_name', '<>', demoActor).execute();
  return new Set(rows.map((row) => row.target));
}
