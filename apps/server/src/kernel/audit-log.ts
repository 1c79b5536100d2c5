import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/** One operator change: what it touched, and its state before and after (never a secret). */
export interface AuditChange {
  target: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes the audit row of a change through the change's own transaction handle, so the row exists
 * exactly when the change committed. Operations take one as their last, optional, argument.
 */
export type AuditWriter = (trx: Kysely<Tables>, change: AuditChange) => Promise<void>;

/** Who acts and how: an operator (with their id), in the console or signed in at the command line, or the machine's user running an upkeep command (`cli:<user>`, no id). */
export interface AuditActor {
  adminId: number | null;
  name: string;
  ip: string;
}

const asJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The audit writer of one action (the call's route name, or the command line's command) by `actor` at `now`. */
export function auditWriter(actor: AuditActor, action: string, now: number): AuditWriter {
  return async (trx, { target, before, after }) => {
    await trx
      .insertInto('audit_log')
      .values({ admin_id: actor.adminId, admin_name: actor.name, action, target, before_json: asJson(before), after_json: asJson(after), ip: actor.ip, created_at: now })
      .execute();
  };
}
