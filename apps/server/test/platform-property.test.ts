import { randomUUID } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import type { Hub88Attacker } from '../../sandbox/src/platform-sim/attacker';
import { UNKNOWN_USER } from '../../sandbox/src/platform-sim/attacks';
import { dialects } from './support/databases';
import { simPlayer, startSimTarget, type SimTarget } from './support/sim-attacker';

/** How a call reaches the operator: once, the same bytes twice, copies at once, or applied with its answer dropped (Hub88 then follows up). */
const delivery = fc.constantFrom('once', 'twice', 'at-once', 'dropped');
/** A signature that is not good goes with a single delivery. */
const signature = fc.constantFrom('good', 'good', 'good', 'bad', 'none');
const fen = (max: number) => fc.integer({ min: 0, max });
/** Now and then the call names a user who is no member. */
const unknownUser = fc.constantFrom(false, false, false, false, true);
/** Which of the two members plays the call (their bets' ids are one space: a call may name the other's). */
const who = fc.constantFrom(0, 0, 1);

const action = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('bet'), who, late: fc.boolean(), fen: fen(40_00), expired: fc.constantFrom(false, false, false, true), unknownUser, signature, delivery }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('win'), who, reference: fc.option(fc.nat(), { freq: 6 }), fen: fen(60_00), expired: fc.boolean(), unknownUser, signature, delivery, roundClosed: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback'), who, reference: fc.option(fc.nat(), { freq: 5 }), expired: fc.boolean(), unknownUser, signature, delivery }) },
  // An earlier call again as it was (a late duplicate), or under its transaction_uuid with other content.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('again'), index: fc.nat(), changed: fc.boolean() }) },
  // The member blocked (bets refused, wins and rollbacks taken) or let play again.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('block'), who, blocked: fc.boolean() }) },
  // Different calls at once: bets racing for the same money, a win or a bet racing a rollback.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('race'),
      parts: fc.array(
        fc.oneof(
          fc.record({ kind: fc.constant('bet'), who, late: fc.boolean(), fen: fen(60_00) }),
          fc.record({ kind: fc.constant('win'), who, reference: fc.option(fc.nat(), { freq: 6 }), fen: fen(60_00) }),
          fc.record({ kind: fc.constant('rollback'), who, reference: fc.option(fc.nat(), { freq: 4 }) }),
        ),
        { minLength: 2, maxLength: 3 },
      ),
    }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer T> ? T : never;

const START = 100_00;

describe.each(dialects)('random Hub88 callbacks with faults for two members against the simulator’s model on %s', (dialect) => {
  let target: SimTarget;

  beforeAll(async () => {
    target = await startSimTarget(dialect);
  });
  afterAll(async () => {
    await target.t.close();
  });

  /** Sends a call as `how` says; one not well signed goes once, as it is. */
  async function deliver(a: Hub88Attacker, path: string, body: Record<string, unknown>, how: Action & { signature: string; delivery: string }) {
    const sig = how.signature as 'good' | 'bad' | 'none';
    if (sig !== 'good' || how.delivery === 'once') {
      await a.send(path, body, { signature: sig });
    } else if (how.delivery === 'twice') {
      await a.send(path, body);
      await a.send(path, body);
    } else if (how.delivery === 'at-once') {
      await a.sendAtOnce(path, body, 4);
    } else if (path === '/transaction/bet') {
      await a.bet(body, { dropAnswer: true });
    } else {
      await a.settle(path, body, { dropAnswer: true });
    }
  }

  const STATUS_NAME = new Map<number, string>(Object.entries(BET_STATUS).map(([name, code]) => [code, name]));
  const sortedById = <T extends { betId: string }>(rows: T[]) => rows.sort((x, y) => (x.betId < y.betId ? -1 : x.betId > y.betId ? 1 : 0));
  /** The member's 投注记录 rows of the platform, in the model's terms. */
  const betRecords = async (memberId: number) =>
    sortedById(
      (await target.t.db.database.db.selectFrom('bet').select(['bet_id', 'bet_fen', 'win_loss_fen', 'status']).where('member_id', '=', memberId).where('platform', '=', target.platform).execute()).map(
        (row) => ({ betId: row.bet_id, betFen: row.bet_fen, winLossFen: row.win_loss_fen, status: STATUS_NAME.get(row.status) }),
      ),
    );

  async function play(actions: Action[]): Promise<void> {
    const first = await simPlayer(target, START);
    const players = [first, await simPlayer(target, START, { model: first.model })] as const;
    const { model } = first;
    const playerOf = (part: { who: number }) => players[part.who] ?? first;
    // Every bet body made, sent or not yet; those not yet sent were named first by a win or a rollback.
    const bets: Record<string, unknown>[] = [];
    const unsent: Record<string, unknown>[] = [];
    const sent: { path: string; body: Record<string, unknown> }[] = [];
    /** A bet not sent yet, which a win or rollback names before it comes. */
    const future = (a: Hub88Attacker, fenOf: number) => {
      const bet = a.betBody(fenOf);
      bets.push(bet);
      unsent.push(bet);
      return bet;
    };
    type Part = { who: number; expired?: boolean; unknownUser?: boolean };
    const extra = (part: Part) => ({ ...(part.expired === true ? { token: playerOf(part).expiredToken } : {}), ...(part.unknownUser === true ? { user: UNKNOWN_USER } : {}) });
    const betFor = (part: Part & { late: boolean; fen: number }) => {
      const late = part.late ? unsent.shift() : undefined;
      if (late) return late;
      const body = playerOf(part).attacker.betBody(part.fen, extra(part));
      bets.push(body);
      return body;
    };
    const winFor = (part: Part & { reference: number | null; fen: number; roundClosed?: boolean }) => {
      const a = playerOf(part).attacker;
      const bet = part.reference === null || bets.length === 0 ? future(a, part.fen) : (bets[part.reference % bets.length] ?? {});
      return a.winBody(bet, part.fen, { round_closed: part.roundClosed ?? true, ...extra(part) });
    };
    const rollbackFor = (part: Part & { reference: number | null }) => {
      const a = playerOf(part).attacker;
      const reference = part.reference === null || sent.length === 0 ? future(a, 10_00).transaction_uuid : sent[part.reference % sent.length]?.body.transaction_uuid;
      return a.rollbackBody(reference, extra(part));
    };
    for (const [n, act] of actions.entries()) {
      const from = players.map((p) => p.attacker.steps.length);
      if (act.kind === 'bet') {
        await deliver(playerOf(act).attacker, '/transaction/bet', betFor(act), act);
      } else if (act.kind === 'win') {
        await deliver(playerOf(act).attacker, '/transaction/win', winFor(act), act);
      } else if (act.kind === 'rollback') {
        await deliver(playerOf(act).attacker, '/transaction/rollback', rollbackFor(act), act);
      } else if (act.kind === 'block') {
        const { id, user } = playerOf(act);
        await target.t.db.database.db.updateTable('member').set({ isblack: act.blocked ? 1 : 0 }).where('id', '=', id).execute();
        model.setDisabled(user, act.blocked);
      } else if (act.kind === 'race') {
        await first.attacker.sendRacing(
          act.parts.map((part) => {
            if (part.kind === 'bet') return { path: '/transaction/bet', body: betFor(part) };
            if (part.kind === 'win') return { path: '/transaction/win', body: winFor(part) };
            return { path: '/transaction/rollback', body: rollbackFor(part) };
          }),
        );
      } else if (sent.length > 0) {
        const earlier = sent[act.index % sent.length];
        if (earlier) {
          const changed = 'amount' in earlier.body ? { amount: Number(earlier.body.amount) + 1_000 } : { round: 'another-round' };
          await first.attacker.send(earlier.path, act.changed ? { ...earlier.body, ...changed, request_uuid: randomUUID() } : earlier.body);
        }
      }
      for (const [i, p] of players.entries()) {
        for (const step of p.attacker.steps.slice(from[i])) if (step.path.startsWith('/transaction/')) sent.push({ path: step.path, body: step.body });
      }
      const where = `after step ${String(n + 1)} (${JSON.stringify(act)})`;
      for (const p of players) {
        await p.attacker.balance();
        expect(p.attacker.problems, where).toEqual([]);
        expect((await memberBalances(target.t.db.database.db, p.id)).mainFen, where).toBe(model.balanceOf(p.user));
      }
      expect(await checkLedger(target.t.db.database.db), where).toEqual([]);
    }
    // 投注记录 once per run, at its end, to keep the runs short.
    for (const p of players) expect(await betRecords(p.id)).toEqual(sortedById(model.betRecords(p.user)));
  }

  // Random each time (fast-check prints the seed and the shrunk sequence of a failure); PLATFORM_PROPERTY_RUNS runs more.
  it('answers every call as the model does, and the balance and the ledger agree after each', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), (actions) => play(actions)),
      { numRuns: Number(process.env.PLATFORM_PROPERTY_RUNS ?? 15) },
    );
  }, 300_000);
});
