import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

/** The banks a card can be bound at, for the pickers: those switched on, in their order. */
export function bankList(db: Kysely<Tables>) {
  return db.selectFrom('bank').select(['id', 'bank_name']).where('state', '=', 1).orderBy('sort').orderBy('id').execute();
}
