import { createHash } from 'node:crypto';
import type { CallDefinition } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '@casino/contract/envelope';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/dialect';
import { inMoneyTransaction } from '../db/money-transaction';
import type { Tables } from '../db/schema';
import { InsufficientFunds, Ledger } from '../ledger/ledger';
import type { Member } from '../security/sessions';
import { currentMember } from './auth';
import { BusinessError } from './business-error';
import { answerCall, type Answer, type CallContext } from './route';

export interface MoneyContext<C> extends CallContext<C> {
  member: Member;
  trx: Kysely<Tables>;
  ledger: Ledger;
  now: number;
  /** A unique id for this operation, for transfer ids that have no business key. */
  opId: string;
}

function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) throw new BusinessError(MSG.invalidRequest);
  return key;
}

/**
 * A member's money call: the handler runs in one money transaction with a ledger. With an
 * Idempotency-Key, the first answer is stored in the same transaction and a replay answers it again
 * and moves nothing; the same key with another request is refused. The handler must query through
 * `trx` only: on SQLite the transaction holds the one connection, and a query through the app's `db`
 * would wait for it forever.
 */
export function answerMoneyCall<C extends CallDefinition>(
  api: FastifyInstance,
  { database, clock }: AppContext,
  call: C,
  handler: (context: MoneyContext<C>) => Promise<Answer<C>>,
  /** Checks that run before the transaction: slow ones (a pay password) and ones whose effects must outlive a refusal. */
  before?: (context: CallContext<C> & { member: Member }) => Promise<void>,
): void {
  answerCall(api, call, async (context) => {
    const member = currentMember(context.request);
    if (before) await before({ ...context, member });
    const key = idempotencyKeyOf(context.request.headers[IDEMPOTENCY_HEADER]);
    const actor = `member:${String(member.id)}`;
    const requestHash = createHash('sha256').update(JSON.stringify([call.path, context.request.body ?? null])).digest('hex');

    const attempt = () =>
      inMoneyTransaction(database, async (trx) => {
        if (key) {
          const stored = await trx
            .selectFrom('money_op')
            .select(['request_hash', 'response'])
            .where('actor', '=', actor)
            .where('idempotency_key', '=', key)
            .executeTakeFirst();
          if (stored) {
            if (stored.request_hash !== requestHash) throw new BusinessError(MSG.idempotencyMismatch, CODES.idempotencyMismatch);
            return JSON.parse(stored.response) as Answer<C>;
          }
        }
        const now = clock();
        const opId = key ? `${actor}:${key}` : `${actor}:${String(now)}:${Math.random().toString(36).slice(2)}`;
        const answer = await handler({ ...context, member, trx, ledger: new Ledger(trx, now), now, opId });
        if (key) {
          await trx
            .insertInto('money_op')
            .values({ actor, idempotency_key: key, request_hash: requestHash, response: JSON.stringify(answer), created_at: now })
            .execute();
        }
        return answer;
      });

    try {
      for (let tries = 1; ; tries += 1) {
        try {
          return await attempt();
        } catch (error) {
          // A concurrent request committed first (the same key, or the same business row): try again
          // on the new state, which replays the stored answer or refuses by the rules.
          if (!isUniqueViolation(error) || tries >= 3) throw error;
        }
      }
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new BusinessError(MSG.insufficientBalance, CODES.insufficientBalance);
      throw error;
    }
  });
}
