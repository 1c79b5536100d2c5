import { createHash } from 'node:crypto';
import type { CallDefinition } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '@casino/contract/envelope';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { compiledQuery } from '../platform/db/compiled-query';
import { isUniqueViolation } from '../platform/db/dialect';
import { forgetTransfersWrittenSince, inMoneyTransaction, transfersWrittenMark } from '../platform/db/money-transaction';
import type { Database } from '../platform/db/database';
import type { Tables } from '../platform/db/schema';
import type { AccountIds } from '../ledger/account-ids';
import { InsufficientFunds, Ledger, LedgerCeiling } from '../ledger/ledger';
import type { Member } from '../platform/security/sessions';
import { randomId } from '../platform/security/tokens';
import type { Clock } from '../platform/runtime/clock';
import { currentMember } from '../platform/http/auth';
import { BusinessError } from './errors';
import { answerCall, type Answer, type CallContext } from '../platform/http/route';

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
 * A refusal kept as an Idempotency-Key's answer, stored where a success stores the transaction's result
 * (which never has a top-level `refused` field).
 */
interface KeptRefusal {
  refused: { code: number; message: string };
}

function isKeptRefusal(answer: unknown): answer is KeptRefusal {
  return typeof answer === 'object' && answer !== null && 'refused' in answer;
}

/** The refusal a member reads for what the money step threw, or undefined for a failure. */
function refusalOf(error: unknown): BusinessError | undefined {
  if (error instanceof InsufficientFunds) return new BusinessError(MSG.insufficientBalance, CODES.insufficientBalance);
  if (error instanceof LedgerCeiling) return new BusinessError(SERVER_MSG.balanceCeiling, CODES.validation);
  // 401, 403 and 429 say something about the caller or the moment, not about this request.
  if (error instanceof BusinessError && error.httpStatus === 200) return error;
  return undefined;
}

/**
 * Runs the money step under a savepoint. A refusal undoes what the step wrote and becomes the answer,
 * stored under the key like a success; a failure propagates and rolls the whole transaction back.
 */
export async function keepingRefusal<T>(trx: Kysely<Tables>, step: () => Promise<T>): Promise<T | KeptRefusal> {
  await sql`SAVEPOINT money_step`.execute(trx);
  const mark = transfersWrittenMark(trx);
  try {
    return await step();
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    await sql`ROLLBACK TO SAVEPOINT money_step`.execute(trx);
    // The transfers the step wrote are undone: /metrics must not count them when the refusal commits.
    forgetTransfersWrittenSince(trx, mark);
    return { refused: { code: refusal.code, message: refusal.message } };
  }
}

/** The answer kept for an Idempotency-Key, and its keeping: every money call the web app makes has a key. */
const storedAnswerQuery = compiledQuery((db, { actor, key }: { actor: string; key: string }) =>
  db.selectFrom('money_op').select(['request_hash', 'response']).where('actor', '=', actor).where('idempotency_key', '=', key),
);
const storeAnswerQuery = compiledQuery((db, v: { actor: string; key: string; requestHash: string; response: string; now: number }) =>
  db.insertInto('money_op').values({ actor: v.actor, idempotency_key: v.key, request_hash: v.requestHash, response: v.response, created_at: v.now }),
);

/** A member call after the auth hook. */
export type MemberCallContext<C> = CallContext<C> & { member: Member };

export interface MoneyCallSteps<C, Committed> {
  /** Checks that run before the transaction: slow ones (a pay password) and ones whose effects must outlive a refusal. */
  before?: (context: MemberCallContext<C>) => Promise<void>;
  /**
   * The money part, in one money transaction. Its result (plain JSON), or its refusal (a BusinessError
   * answered with HTTP 200, or insufficient funds), is stored with the Idempotency-Key in the same
   * transaction, and a replay gets it back instead of running this again.
   */
  inTransaction: (context: MoneyContext<C>) => Promise<Committed>;
  /**
   * After the commit, for the first request and every replay alike: the place for calls outside the
   * database (LEDGER.md rule 5). Answers the call.
   */
  afterCommit: (committed: Committed, context: MemberCallContext<C> & { opId: string }) => Promise<Answer<C>>;
}

/** What a money call needs of the app (its AppContext has it): the database, the clock, the ledger's account ids. */
export interface MoneyCallDeps {
  database: Database;
  clock: Clock;
  accountIds: AccountIds;
}

/**
 * A member's money call in two steps: the money in one transaction, then what must wait for the commit.
 * With an Idempotency-Key the money step's first final answer, its result or its refusal, is stored; a
 * replay answers it and moves nothing, and the same key with another request is refused. Nothing is
 * stored for a refusal before the key is read (auth, the request schema, `before`, a malformed key) or
 * for a failure that rolled back: a replay of those runs. The transaction must query through `trx` only:
 * on SQLite it holds the one connection, and a query through the app's `db` would wait for it forever.
 */
export function answerMoneyCallWith<C extends CallDefinition, Committed>(
  api: FastifyInstance,
  { database, clock, accountIds }: MoneyCallDeps,
  call: C,
  steps: MoneyCallSteps<C, Committed>,
): void {
  answerCall(api, call, async (context) => {
    const member = currentMember(context.request);
    if (steps.before) await steps.before({ ...context, member });
    const key = idempotencyKeyOf(context.request.headers[IDEMPOTENCY_HEADER]);
    const actor = `member:${String(member.id)}`;
    // What a replay must repeat: only a call with a key is ever compared.
    const requestHash = key ? createHash('sha256').update(JSON.stringify([call.path, context.request.body ?? null])).digest('hex') : '';
    // Derived from the key, so a replay's after-commit step names the same transfers as the first request's.
    const opId = key ? `${actor}:${key}` : `${actor}:${String(clock())}:${randomId(6)}`;

    const attempt = () =>
      inMoneyTransaction(database, async (trx): Promise<Committed | KeptRefusal> => {
        if (key) {
          const [stored] = (await storedAnswerQuery(trx, { actor, key })).rows;
          if (stored) {
            if (stored.request_hash !== requestHash) throw new BusinessError(SERVER_MSG.idempotencyMismatch, CODES.idempotencyMismatch);
            return JSON.parse(stored.response) as Committed | KeptRefusal;
          }
        }
        const now = clock();
        const step = () => steps.inTransaction({ ...context, member, trx, ledger: new Ledger(trx, now, accountIds), now, opId });
        if (!key) return step();
        const answer = await keepingRefusal(trx, step);
        await storeAnswerQuery(trx, { actor, key, requestHash, response: JSON.stringify(answer), now });
        return answer;
      });

    let answer: Committed | KeptRefusal;
    try {
      for (let tries = 1; ; tries += 1) {
        try {
          answer = await attempt();
          break;
        } catch (error) {
          // A concurrent request committed first (the same key, or the same business row): try again
          // on the new state, which replays the stored answer or refuses by the rules.
          if (!isUniqueViolation(error) || tries >= 3) throw error;
        }
      }
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
    if (isKeptRefusal(answer)) throw new BusinessError(answer.refused.message, answer.refused.code);
    return steps.afterCommit(answer, { ...context, member, opId });
  });
}

/** A member's money call that is all money: the transaction's answer is the call's answer (see answerMoneyCallWith). */
export function answerMoneyCall<C extends CallDefinition>(
  api: FastifyInstance,
  context: MoneyCallDeps,
  call: C,
  handler: (context: MoneyContext<C>) => Promise<Answer<C>>,
  before?: (context: MemberCallContext<C>) => Promise<void>,
): void {
  answerMoneyCallWith(api, context, call, { ...(before ? { before } : {}), inTransaction: handler, afterCommit: (answer) => Promise.resolve(answer) });
}
