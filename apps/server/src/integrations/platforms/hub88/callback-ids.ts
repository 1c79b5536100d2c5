import { memberIdOfUser } from './protocol';

/** The ids the callback log is searched by, as the request names them (whatever its signature: a dispute may be about a forged one). */
export interface CallbackIds {
  member_id: number | null;
  transaction_id: string | null;
  reference_id: string | null;
  round: string | null;
}

const MAX_ID = 255;

/** The ids of a callback's body, parsed (undefined when it is not JSON): its user as our member id, its transaction_uuid, reference_transaction_uuid and round; null for each it lacks. */
export function callbackIdsOf(parsed: unknown): CallbackIds {
  const fields: Record<string, unknown> = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const id = (name: string) => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' && value.length <= MAX_ID ? value : null;
  };
  const user = id('user');
  return { member_id: user === null ? null : (memberIdOfUser(user) ?? null), transaction_id: id('transaction_uuid'), reference_id: id('reference_transaction_uuid'), round: id('round') };
}
