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
import { randomId } from '../security/tokens';
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

/** A member call after the auth hook. */
export type MemberCallContext<C> = CallContext<C> & { member: Member };

export interface MoneyCallSteps<C, Committed> {
  /** Checks that run before the transaction: slow ones (a pay password) and ones whose effects must outlive a refusal. */
  before?: (context: MemberCallContext<C>) => Promise<void>;
  /**
   * The money part, in one money transaction. Its result (plain JSON) is stored with the
   * Idempotency-Key in the same transaction, and a replay gets it back instead of running this again.
   */
  inTransaction: (context: MoneyContext<C>) => Promise<Committed>;
  /**
   * After the commit, for the first request and every replay alike: the place for calls outside the
   * database (LEDGER.md rule 5). Answers the call.
   */
  afterCommit: (committed: Committed, context: MemberCallContext<C> & { opId: string }) => Promise<Answer<C>>;
}

/**
 * A member's money call in two steps: the money in one transaction, then what must wait for the commit.
 * With an Idempotency-Key the transaction's result is stored, a replay moves nothing and the same key with
 * another request is refused. The transaction must query through `trx` only: on SQLite it holds the one
 * connection, and a query through the app's `db` would wait for it forever.
 */
export function answerMoneyCallWith<C extends CallDefinition, Committed>(
  api: FastifyInstance,
  { database, clock }: AppContext,
  call: C,
  steps: MoneyCallSteps<C, Committed>,
): void {
  answerCall(api, call, async (context) => {
    const member = currentMember(context.request);
    if (steps.before) await steps.before({ ...context, member });
    const key = idempotencyKeyOf(context.request.headers[IDEMPOTENCY_HEADER]);
    const actor = `member:${String(member.id)}`;
    const requestHash = createHash('sha256').update(JSON.stringify([call.path, context.request.body ?? null])).digest('hex');
    // Derived from the key, so a replay's after-commit step names the same transfers as the first request's.
    const opId = key ? `${actor}:${key}` : `${actor}:${String(clock())}:${randomId(6)}`;

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
            return JSON.parse(stored.response) as Committed;
          }
        }
        const now = clock();
        const committed = await steps.inTransaction({ ...context, member, trx, ledger: new Ledger(trx, now), now, opId });
        if (key) {
          await trx
            .insertInto('money_op')
            .values({ actor, idempotency_key: key, request_hash: requestHash, response: JSON.stringify(committed), created_at: now })
            .execute();
        }
        return committed;
      });

    let committed: Committed;
    try {
      for (let tries = 1; ; tries += 1) {
        try {
          committed = await attempt();
          break;
        } catch (error) {
          // A concurrent request committed first (the same key, or the same business row): try again
          // on the new state, which replays the stored result or refuses by the rules.
          if (!isUniqueViolation(error) || tries >= 3) throw error;
        }
      }
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new BusinessError(MSG.insufficientBalance, CODES.insufficientBalance);
      throw error;
    }
    return steps.afterCommit(committed, { ...context, member, opId });
  });
}

/** A member's money call that is all money: the transaction's answer is the call's answer (see answerMoneyCallWith). */
export function answerMoneyCall<C extends CallDefinition>(
  api: FastifyInstance,
  context: AppContext,
  call: C,
  handler: (context: MoneyContext<C>) => Promise<Answer<C>>,
  before?: (context: MemberCallContext<C>) => Promise<void>,
): void {
  answerMoneyCallWith(api, context, call, { ...(before ? { before } : {}), inTransaction: handler, afterCommit: (answer) => Promise.resolve(answer) });
}
