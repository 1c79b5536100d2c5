import { randomUUID } from 'node:crypto';
import { HUB88_UNITS_PER_FEN } from '../../../server/src/integrations/platforms/hub88/protocol';
import type { SendOptions, WalletClient, WalletExchange, WalletReply } from './wallet-client';
import { NO_ROLLBACK, type ModelAnswer, type WalletModel } from './wallet-model';

/** The member the simulator plays as: Hub88's `user`, the session's token and game. */
export interface SimPlayer {
  user: string;
  token: string;
  gameCode: string;
}

/** One call the attacker made: what it sent, what the model says a correct operator answers, what came back. */
export interface AttackStep {
  path: string;
  body: Record<string, unknown>;
  signature: 'good' | 'bad' | 'none';
  expected: ModelAnswer;
  reply: WalletReply | undefined;
  failure: string | undefined;
  /** Why the answer is not the model's; undefined when it is, or when the answer was dropped on purpose. */
  problem: string | undefined;
}

/**
 * How Hub88 retries (docs/protocols/hub88.md §1; its numbers are not documented): a win or rollback with no
 * answer or another status than RS_OK is sent again under the same transaction_uuid, `attempts` times in all,
 * with an exponential backoff; whether the request_uuid changes is a knob.
 */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
  freshRequestUuid: boolean;
}

export const HUB88_RETRIES: RetryPolicy = { attempts: 3, backoffMs: 20, freshRequestUuid: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mismatch(expected: ModelAnswer, reply: WalletReply, body: Record<string, unknown>): string | undefined {
  const balance = reply.balance;
  const wanted = expected.balanceFen === undefined ? undefined : expected.balanceFen * HUB88_UNITS_PER_FEN;
  const problems = [
    reply.status === expected.status ? undefined : `status ${reply.status}, the model says ${expected.status}`,
    balance === wanted ? undefined : `balance ${String(balance)}, the model says ${String(wanted)}`,
    reply.request_uuid === body.request_uuid ? undefined : `request_uuid ${String(reply.request_uuid)} is not the request's`,
  ].filter((problem) => problem !== undefined);
  return problems.length === 0 ? undefined : problems.join('; ');
}

/** Every order of n things (n is small: the calls of one race). */
function orders(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  return orders(n - 1).flatMap((order) => Array.from({ length: n }, (_, at) => [...order.slice(0, at), n - 1, ...order.slice(at)]));
}

/**
 * Plays Hub88 against the operator's wallet for one member, checking every answer against the simulator's
 * model: plain calls, copies of one call (in turn or at once), answers dropped after the operator applied them,
 * bad signatures, and Hub88's follow-ups (a failed bet rolled back, a failed win or rollback retried).
 */
export class Hub88Attacker {
  readonly steps: AttackStep[] = [];

  constructor(
    private readonly wallet: WalletClient,
    readonly model: WalletModel,
    readonly player: SimPlayer,
    private readonly retries: RetryPolicy = HUB88_RETRIES,
  ) {}

  /** Every step's problem, with its call. */
  get problems(): string[] {
    return this.steps.flatMap((step) => (step.problem === undefined ? [] : [`${step.path} ${JSON.stringify(step.body.transaction_uuid ?? null)}: ${step.problem}`]));
  }

  betBody(fen: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const uuid = randomUUID();
    return {
      user: this.player.user,
      transaction_uuid: uuid,
      supplier_transaction_id: `sim-${uuid}`,
      token: this.player.token,
      round: `sim-round-${randomUUID()}`,
      round_closed: false,
      request_uuid: randomUUID(),
      is_free: false,
      game_code: this.player.gameCode,
      currency: 'CNY',
      bet: 'attack',
      amount: fen * HUB88_UNITS_PER_FEN,
      meta: {},
      ...extra,
    };
  }

  winBody(bet: Record<string, unknown>, fen: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return { ...this.betBody(fen), round: bet.round, reference_transaction_uuid: bet.transaction_uuid, round_closed: true, ...extra };
  }

  rollbackBody(reference: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const uuid = randomUUID();
    return {
      user: this.player.user,
      transaction_uuid: uuid,
      supplier_transaction_id: `sim-${uuid}`,
      token: this.player.token,
      request_uuid: randomUUID(),
      reference_transaction_uuid: reference,
      game_code: this.player.gameCode,
      round_closed: true,
      meta: {},
      ...extra,
    };
  }

  private async exchange(path: string, body: Record<string, unknown>, expected: ModelAnswer, options: SendOptions): Promise<AttackStep> {
    const sent = await this.wallet.send(path, body, options);
    // Dropped on purpose, or given up on by a client timeout of the caller's: whether it applied is not known here.
    const dropped = (options.dropAnswer === true || options.timeoutMs !== undefined) && sent.reply === undefined;
    const problem = sent.reply === undefined ? (dropped ? undefined : `no answer: ${sent.failure ?? '?'}`) : mismatch(expected, sent.reply, body);
    return this.record(sent, expected, problem, options.signature);
  }

  /** Sends one call (these exact bytes: a body sent before is sent again as it was). */
  async send(path: string, body: Record<string, unknown>, options: SendOptions = {}): Promise<AttackStep> {
    return this.exchange(path, body, this.model.apply(path, body, options.signature), options);
  }

  /** Sends `copies` copies of one call at once: the operator must apply it once and answer every copy alike. */
  async sendAtOnce(path: string, body: Record<string, unknown>, copies: number): Promise<AttackStep[]> {
    const expected = this.model.apply(path, body);
    return Promise.all(Array.from({ length: copies }, () => this.exchange(path, body, expected, {})));
  }

  /**
   * Sends different calls at once (a member's bets racing each other, a win racing a rollback): the operator
   * must answer as if it took them one after another, in some order; the model takes the order that matches.
   * A call that moved no money may name a balance of later in that order: it read the balance without holding
   * the member's account, and a call after it may have committed meanwhile.
   */
  async sendRacing(calls: readonly { path: string; body: Record<string, unknown> }[]): Promise<AttackStep[]> {
    const sent = await Promise.all(calls.map(({ path, body }) => this.wallet.send(path, body)));
    let fallback: ModelAnswer[] | undefined;
    for (const order of orders(calls.length)) {
      const tried = this.model.clone();
      const expected: ModelAnswer[] = [];
      const moved: boolean[] = [];
      const after: ReadonlyMap<string, number>[] = [];
      for (const i of order) {
        const user = String(calls[i]?.body.user);
        const before = tried.balanceOf(user);
        expected[i] = tried.apply(calls[i]?.path ?? '', calls[i]?.body ?? {});
        after.push(tried.allBalances());
        moved[i] = tried.balanceOf(user) !== before;
      }
      fallback ??= expected;
      const matches = (exchange: WalletExchange, i: number) => {
        const wanted = expected[i] ?? { status: '', balanceFen: undefined };
        if (exchange.reply === undefined) return false;
        if (mismatch(wanted, exchange.reply, exchange.body) === undefined) return true;
        if (moved[i] === true || wanted.balanceFen === undefined) return false;
        const later = after.slice(order.indexOf(i)).map((balances) => {
          const fen = balances.get(String(exchange.body.user));
          return fen === undefined ? undefined : fen * HUB88_UNITS_PER_FEN;
        });
        return exchange.reply.status === wanted.status && exchange.reply.request_uuid === exchange.body.request_uuid && later.includes(exchange.reply.balance);
      };
      if (sent.every(matches)) {
        this.model.adopt(tried);
        return sent.map((exchange, i) => this.record(exchange, expected[i], undefined));
      }
    }
    const problem = `answers ${JSON.stringify(sent.map((exchange) => exchange.reply ?? exchange.failure))} match no order of the calls`;
    return sent.map((exchange, i) => this.record(exchange, fallback?.[i], problem));
  }

  private record(exchange: WalletExchange, expected: ModelAnswer | undefined, problem: string | undefined, signature: AttackStep['signature'] = 'good'): AttackStep {
    const step: AttackStep = {
      path: exchange.path,
      body: exchange.body,
      signature,
      expected: expected ?? { status: '?', balanceFen: undefined },
      reply: exchange.reply,
      failure: exchange.failure,
      problem,
    };
    this.steps.push(step);
    return step;
  }

  /** A bet as Hub88 places it: with no answer or an unsuccessful status (but not enough money or a limit), rolled back. */
  async bet(body: Record<string, unknown>, options: SendOptions = {}): Promise<AttackStep> {
    const step = await this.send('/transaction/bet', body, options);
    if (step.reply === undefined || !NO_ROLLBACK.has(step.reply.status)) await this.settle('/transaction/rollback', this.rollbackBody(body.transaction_uuid, { user: body.user, token: body.token, round: body.round }));
    return step;
  }

  /** A win or rollback as Hub88 sends it: again under the same transaction_uuid while it gets no answer or not RS_OK. */
  async settle(path: string, body: Record<string, unknown>, firstOptions: SendOptions = {}): Promise<AttackStep> {
    let step = await this.send(path, body, firstOptions);
    for (let attempt = 1; attempt < this.retries.attempts && step.reply?.status !== 'RS_OK'; attempt += 1) {
      await sleep(this.retries.backoffMs * 2 ** (attempt - 1));
      step = await this.send(path, this.retries.freshRequestUuid ? { ...body, request_uuid: randomUUID() } : body);
    }
    return step;
  }

  /** /user/balance with the session's token (or another), checked against the model. */
  async balance(token = this.player.token, user = this.player.user): Promise<AttackStep> {
    return this.send('/user/balance', { user, token, request_uuid: randomUUID(), game_code: this.player.gameCode });
  }
}
