import { randomUUID } from 'node:crypto';
import type { Hub88Attacker } from './attacker';

/** What an attack is given beyond its attacker: the stake in fen, and an expired session token of the member when there is one. */
export interface AttackOptions {
  stakeFen: number;
  expiredToken?: string | undefined;
  /** How many copies of one call the concurrent attack sends at once. */
  copies?: number;
}

/** A user no member has: Hub88's `user` is the member's id (README), and ids stay far below this. */
export const UNKNOWN_USER = '2000000001';

type Attack = (attacker: Hub88Attacker, options: AttackOptions) => Promise<void>;

/**
 * The simulator's attacks on the operator's seamless wallet, each a short scripted sequence of Hub88 calls whose
 * answers the attacker checks against its model; each ends by asking the member's balance.
 */
export const ATTACKS = {
  /** Each of a bet, its win and a rollback sent twice, the same bytes (request_uuid and transaction_uuid). */
  duplicate: async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    await a.send('/transaction/bet', bet);
    await a.send('/transaction/bet', bet);
    const win = a.winBody(bet, 2 * stakeFen);
    await a.send('/transaction/win', win);
    await a.send('/transaction/win', win);
    const second = a.betBody(stakeFen);
    await a.send('/transaction/bet', second);
    const rollback = a.rollbackBody(second.transaction_uuid);
    await a.send('/transaction/rollback', rollback);
    await a.send('/transaction/rollback', rollback);
  },
  /** Copies of a bet, then of its win, then of a second bet's rollback, all sent at once. */
  'concurrent-duplicate': async (a, { stakeFen, copies = 10 }) => {
    const bet = a.betBody(stakeFen);
    await a.sendAtOnce('/transaction/bet', bet, copies);
    await a.sendAtOnce('/transaction/win', a.winBody(bet, 3 * stakeFen), copies);
    const second = a.betBody(stakeFen);
    await a.send('/transaction/bet', second);
    await a.sendAtOnce('/transaction/rollback', a.rollbackBody(second.transaction_uuid), copies);
  },
  /** A bet applied whose answer is lost: Hub88 rolls it back, and the stake comes back once. */
  'bet-timeout': async (a, { stakeFen }) => {
    await a.bet(a.betBody(stakeFen), { dropAnswer: true });
  },
  /**
   * A bet given up on after 1 ms, a real client timeout: it may reach the operator before its rollback, during it, or
   * not at all; whichever, the rollback leaves the balance as before the bet. (The model takes it as applied.)
   */
  'bet-lost': async (a, { stakeFen }) => {
    await a.bet(a.betBody(stakeFen), { timeoutMs: 1 });
  },
  /** A win applied whose answer is lost: Hub88 sends it again under its transaction_uuid, and it is paid once. */
  'win-timeout': async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    await a.bet(bet);
    await a.settle('/transaction/win', a.winBody(bet, 2 * stakeFen), { dropAnswer: true });
  },
  /** A rollback applied whose answer is lost: sent again, the stake comes back once. */
  'rollback-timeout': async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    await a.bet(bet);
    await a.settle('/transaction/rollback', a.rollbackBody(bet.transaction_uuid), { dropAnswer: true });
  },
  /** The rollback arrives before its bet: RS_OK; the bet is then refused, moves nothing, and no win is paid on it. */
  'rollback-before-bet': async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    await a.send('/transaction/rollback', a.rollbackBody(bet.transaction_uuid, { round: bet.round }));
    await a.bet(bet);
    await a.send('/transaction/win', a.winBody(bet, 2 * stakeFen));
  },
  /** A rollback naming a win: refused however often Hub88 retries it, and the win stays paid. */
  'rollback-of-win': async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    await a.bet(bet);
    const win = a.winBody(bet, 2 * stakeFen);
    await a.settle('/transaction/win', win);
    await a.settle('/transaction/rollback', a.rollbackBody(win.transaction_uuid, { round: bet.round }));
  },
  /** A win before its bet (refused, then paid when Hub88 retries it after the bet), and a round's wins in reverse order. */
  'wins-out-of-order': async (a, { stakeFen }) => {
    const bet = a.betBody(stakeFen);
    const early = a.winBody(bet, 2 * stakeFen);
    await a.send('/transaction/win', early);
    await a.bet(bet);
    await a.send('/transaction/win', { ...early, request_uuid: randomUUID() });
    const round = `sim-round-${randomUUID()}`;
    const first = a.betBody(stakeFen, { round });
    const second = a.betBody(stakeFen, { round });
    await a.bet(first);
    await a.bet(second);
    await a.settle('/transaction/win', a.winBody(second, stakeFen, { round_closed: false }));
    await a.settle('/transaction/win', a.winBody(first, 3 * stakeFen));
  },
  /** A bet badly signed and one unsigned (refused, moving nothing; Hub88 rolls them back), and a win badly signed, then retried. */
  'bad-signature': async (a, { stakeFen }) => {
    await a.bet(a.betBody(stakeFen), { signature: 'bad' });
    await a.bet(a.betBody(stakeFen), { signature: 'none' });
    const bet = a.betBody(stakeFen);
    await a.bet(bet);
    await a.settle('/transaction/win', a.winBody(bet, 2 * stakeFen), { signature: 'bad' });
  },
  /** With a session token that expired: the balance and a bet refused (the bet rolled back), a win and a rollback accepted. */
  'expired-token': async (a, { stakeFen, expiredToken }) => {
    if (expiredToken === undefined) throw new Error('the expired-token attack needs an expired session token of the member');
    await a.balance(expiredToken);
    const open = a.betBody(stakeFen);
    await a.bet(open);
    const other = a.betBody(stakeFen);
    await a.bet(other);
    await a.bet(a.betBody(stakeFen, { token: expiredToken }));
    await a.settle('/transaction/win', a.winBody(open, 2 * stakeFen, { token: expiredToken }));
    await a.settle('/transaction/rollback', a.rollbackBody(other.transaction_uuid, { token: expiredToken }));
  },
  /** A user who is no member: info unknown, balance and bet refused (the bet rolled back), a win on the member's bet refused. */
  'unknown-user': async (a, { stakeFen }) => {
    await a.send('/user/info', { user: UNKNOWN_USER, request_uuid: randomUUID() });
    await a.balance(a.player.token, UNKNOWN_USER);
    await a.bet(a.betBody(stakeFen, { user: UNKNOWN_USER }));
    const bet = a.betBody(stakeFen);
    await a.bet(bet);
    await a.send('/transaction/win', a.winBody(bet, 2 * stakeFen, { user: UNKNOWN_USER }));
  },
} satisfies Record<string, Attack>;

export type AttackName = keyof typeof ATTACKS;

export const isAttackName = (name: string): name is AttackName => Object.hasOwn(ATTACKS, name);

/** Runs one attack, then asks the member's balance; the attacker's steps and problems tell how it went. */
export async function runAttack(attacker: Hub88Attacker, name: AttackName, options: AttackOptions): Promise<void> {
  await ATTACKS[name](attacker, options);
  await attacker.balance();
}
