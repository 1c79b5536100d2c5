import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import type { AttackStep } from '../../sandbox/src/platform-sim/attacker';
import { ATTACKS, runAttack, type AttackName } from '../../sandbox/src/platform-sim/attacks';
import { buildHub88Sim } from '../../sandbox/src/platform-sim/hub88-sim';
import { signBody } from '../src/integrations/platforms/hub88/signature';
import { dialects } from './support/databases';
import { simPlayer, startSimTarget, type SimTarget } from './support/sim-attacker';

const START = 100_00;
const STAKE = 10_00;

const OK = 'RS_OK';
const BET = '/transaction/bet';
const WIN = '/transaction/win';
const ROLLBACK = '/transaction/rollback';
const BALANCE = '/user/balance';

/** Each step as [path, status answered]; a dropped answer reads 'dropped'. */
const answers = (steps: AttackStep[]) => steps.map((step) => [step.path, step.reply?.status ?? (step.failure?.startsWith('answer dropped') ? 'dropped' : step.failure)]);

describe.each(dialects)('the simulator’s attacks on the seamless wallet, over HTTP, on %s', (dialect) => {
  let target: SimTarget;

  beforeAll(async () => {
    target = await startSimTarget(dialect);
  });
  afterEach(async () => {
    expect(await checkLedger(target.t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await target.t.close();
  });

  const db = () => target.t.db.database.db;
  const mainFen = async (id: number) => (await memberBalances(db(), id)).mainFen;
  const betRow = (uuid: unknown) => db().selectFrom('bet').selectAll().where('platform', '=', target.platform).where('bet_id', '=', String(uuid)).executeTakeFirst();
  const transfersOf = async (uuid: unknown) =>
    (await db().selectFrom('transfer').select('id').where('id', 'like', `hub88:%:${String(uuid)}`).execute()).map((row) => row.id.replace(`:${String(uuid)}`, ''));
  const transfersRefering = async (betUuid: unknown) => (await db().selectFrom('transfer').select('id').where('ref_id', '=', String(betUuid)).execute()).length;

  /** Runs the attack on a fresh member with START fen; checks the model agreed with every answer and with the balance. */
  async function attack(name: AttackName) {
    const player = await simPlayer(target, START);
    await runAttack(player.attacker, name, { stakeFen: STAKE, expiredToken: player.expiredToken, copies: 10 });
    expect(player.attacker.problems).toEqual([]);
    const modelled = player.model.balanceOf(player.user);
    expect(await mainFen(player.id)).toBe(modelled);
    expect(player.attacker.steps.at(-1)?.reply).toMatchObject({ status: OK, balance: (modelled ?? NaN) * 1_000 });
    const bodies = player.attacker.steps.map((step) => step.body);
    return { ...player, steps: player.attacker.steps, bodies };
  }

  it('duplicates: the same bet, win and rollback twice (same request_uuid and transaction_uuid) move money once', async () => {
    const { steps, bodies, id } = await attack('duplicate');
    expect(answers(steps)).toEqual([[BET, OK], [BET, OK], [WIN, OK], [WIN, OK], [BET, OK], [ROLLBACK, OK], [ROLLBACK, OK], [BALANCE, OK]]);
    expect(steps[1]?.body.request_uuid).toBe(steps[0]?.body.request_uuid);
    // The copy answers the first answer: the balance after the one debit.
    expect(steps[1]?.reply).toEqual(steps[0]?.reply);
    expect(steps[0]?.reply?.balance).toBe((START - STAKE) * 1_000);
    expect(await mainFen(id)).toBe(START + STAKE);
    expect(await transfersOf(bodies[0]?.transaction_uuid)).toEqual(['hub88:bet']);
    expect(await transfersRefering(bodies[0]?.transaction_uuid)).toBe(2);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ member_id: id, bet_fen: STAKE, win_loss_fen: STAKE, status: BET_STATUS.settled });
    expect(await betRow(bodies[4]?.transaction_uuid)).toMatchObject({ bet_fen: STAKE, win_loss_fen: 0, valid_fen: 0, status: BET_STATUS.void });
  });

  it('concurrent duplicates: 10 copies of a bet, of its win and of a rollback at once apply once and answer alike', async () => {
    const { steps, bodies, id } = await attack('concurrent-duplicate');
    expect(steps).toHaveLength(32);
    expect(steps.every((step) => step.reply?.status === OK)).toBe(true);
    const balances = (from: number) => new Set(steps.slice(from, from + 10).map((step) => step.reply?.balance));
    expect(balances(0)).toEqual(new Set([(START - STAKE) * 1_000]));
    expect(balances(10)).toEqual(new Set([(START + 2 * STAKE) * 1_000]));
    expect(balances(21)).toEqual(new Set([(START + 2 * STAKE) * 1_000]));
    expect(await mainFen(id)).toBe(START + 2 * STAKE);
    expect(await transfersRefering(bodies[0]?.transaction_uuid)).toBe(2);
    expect(await transfersRefering(bodies[20]?.transaction_uuid)).toBe(2);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ win_loss_fen: 2 * STAKE, status: BET_STATUS.settled });
    expect(await betRow(bodies[20]?.transaction_uuid)).toMatchObject({ status: BET_STATUS.void });
  });

  it('a bet applied whose answer the simulator dropped is rolled back, as Hub88 does: the stake comes back', async () => {
    const { steps, bodies, id } = await attack('bet-timeout');
    expect(answers(steps)).toEqual([[BET, 'dropped'], [ROLLBACK, OK], [BALANCE, OK]]);
    expect(steps[1]?.body.reference_transaction_uuid).toBe(bodies[0]?.transaction_uuid);
    // Applied, then reversed.
    expect(await transfersOf(bodies[0]?.transaction_uuid)).toEqual(['hub88:bet']);
    expect(await transfersOf(bodies[1]?.transaction_uuid)).toEqual(['hub88:rollback']);
    expect(await mainFen(id)).toBe(START);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ status: BET_STATUS.void, win_loss_fen: 0 });
  });

  it('a bet given up on by a real 1 ms client timeout is rolled back: the balance ends as before it whenever the bet arrives', async () => {
    const { steps, bodies, id } = await attack('bet-lost');
    expect(answers(steps).slice(1)).toEqual([[ROLLBACK, OK], [BALANCE, OK]]);
    expect(steps[0]?.reply).toBeUndefined();
    // The bet, if it was sent at all, may still be on its way: wait for its line in the callback log.
    const logged = () => db().selectFrom('platform_callback').select('status').where('request_body', 'like', `%${String(bodies[0]?.request_uuid)}%`).execute();
    for (let i = 0; i < 20 && (await logged()).length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect([[], ['RS_OK'], ['RS_ERROR_TRANSACTION_ROLLED_BACK']]).toContainEqual((await logged()).map((row) => row.status));
    expect(await mainFen(id)).toBe(START);
    expect([undefined, BET_STATUS.void]).toContain((await betRow(bodies[0]?.transaction_uuid))?.status);
  });

  it('a win applied whose answer was dropped is sent again and paid once', async () => {
    const { steps, bodies, id } = await attack('win-timeout');
    expect(answers(steps)).toEqual([[BET, OK], [WIN, 'dropped'], [WIN, OK], [BALANCE, OK]]);
    expect(bodies[2]?.transaction_uuid).toBe(bodies[1]?.transaction_uuid);
    expect(bodies[2]?.request_uuid).not.toBe(bodies[1]?.request_uuid);
    expect(steps[2]?.reply?.balance).toBe((START + STAKE) * 1_000);
    expect(await transfersOf(bodies[1]?.transaction_uuid)).toEqual(['hub88:win']);
    expect(await mainFen(id)).toBe(START + STAKE);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ win_loss_fen: STAKE, status: BET_STATUS.settled });
  });

  it('a rollback applied whose answer was dropped is sent again and refunds once', async () => {
    const { steps, bodies, id } = await attack('rollback-timeout');
    expect(answers(steps)).toEqual([[BET, OK], [ROLLBACK, 'dropped'], [ROLLBACK, OK], [BALANCE, OK]]);
    expect(await transfersOf(bodies[1]?.transaction_uuid)).toEqual(['hub88:rollback']);
    expect(await mainFen(id)).toBe(START);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ status: BET_STATUS.void });
  });

  it('a rollback before its bet: RS_OK, the bet then refused by the tombstone, moving nothing, and no win on it', async () => {
    const { steps, bodies, id } = await attack('rollback-before-bet');
    expect(answers(steps)).toEqual([
      [ROLLBACK, OK],
      [BET, 'RS_ERROR_TRANSACTION_ROLLED_BACK'],
      // Hub88 rolls a refused bet back: nothing to do.
      [ROLLBACK, OK],
      [WIN, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [BALANCE, OK],
    ]);
    expect(steps[1]?.reply?.balance).toBe(START * 1_000);
    expect(await transfersRefering(bodies[1]?.transaction_uuid)).toBe(0);
    expect(await betRow(bodies[1]?.transaction_uuid)).toBeUndefined();
    expect(await mainFen(id)).toBe(START);
  });

  it('a rollback of a win is refused (RS_ERROR_UNKNOWN) every time Hub88 retries it, and the win stays paid', async () => {
    const { steps, bodies, id } = await attack('rollback-of-win');
    expect(answers(steps)).toEqual([[BET, OK], [WIN, OK], [ROLLBACK, 'RS_ERROR_UNKNOWN'], [ROLLBACK, 'RS_ERROR_UNKNOWN'], [ROLLBACK, 'RS_ERROR_UNKNOWN'], [BALANCE, OK]]);
    expect(new Set(bodies.slice(2, 5).map((body) => body.transaction_uuid)).size).toBe(1);
    expect(bodies[2]?.reference_transaction_uuid).toBe(bodies[1]?.transaction_uuid);
    expect(await transfersRefering(bodies[0]?.transaction_uuid)).toBe(2);
    expect(await transfersOf(bodies[2]?.transaction_uuid)).toEqual([]);
    // Not kept: a refused rollback can be looked at and sent again.
    expect(await db().selectFrom('hub88_transaction').select('transaction_uuid').where('transaction_uuid', '=', String(bodies[2]?.transaction_uuid)).execute()).toEqual([]);
    expect(await mainFen(id)).toBe(START + STAKE);
    expect(await betRow(bodies[0]?.transaction_uuid)).toMatchObject({ win_loss_fen: STAKE, status: BET_STATUS.settled });
  });

  it('wins out of order: a win before its bet is refused and paid when retried after it; a round’s wins in reverse order', async () => {
    const { steps, bodies, id } = await attack('wins-out-of-order');
    expect(answers(steps)).toEqual([
      [WIN, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [BET, OK],
      [WIN, OK],
      [BET, OK],
      [BET, OK],
      [WIN, OK],
      [WIN, OK],
      [BALANCE, OK],
    ]);
    expect(steps[0]?.reply?.balance).toBe(START * 1_000);
    expect(await mainFen(id)).toBe(START + 3 * STAKE);
    expect(await betRow(bodies[1]?.transaction_uuid)).toMatchObject({ win_loss_fen: STAKE, status: BET_STATUS.settled });
    expect(bodies[3]?.round).toBe(bodies[4]?.round);
    expect(bodies[5]?.reference_transaction_uuid).toBe(bodies[4]?.transaction_uuid);
    expect(await betRow(bodies[3]?.transaction_uuid)).toMatchObject({ win_loss_fen: 2 * STAKE, status: BET_STATUS.settled });
    expect(await betRow(bodies[4]?.transaction_uuid)).toMatchObject({ win_loss_fen: 0, status: BET_STATUS.settled });
  });

  it('bad and missing signatures are refused and move nothing; the refused bets are rolled back and the win retried', async () => {
    const { steps, bodies, id } = await attack('bad-signature');
    expect(answers(steps)).toEqual([
      [BET, 'RS_ERROR_INVALID_SIGNATURE'],
      [ROLLBACK, OK],
      [BET, 'RS_ERROR_INVALID_SIGNATURE'],
      [ROLLBACK, OK],
      [BET, OK],
      [WIN, 'RS_ERROR_INVALID_SIGNATURE'],
      [WIN, OK],
      [BALANCE, OK],
    ]);
    expect(steps.map((step) => step.signature)).toEqual(['bad', 'good', 'none', 'good', 'good', 'bad', 'good', 'good']);
    expect(steps[0]?.reply).toEqual({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: bodies[0]?.request_uuid });
    for (const refused of [bodies[0], bodies[2]]) {
      expect(await transfersRefering(refused?.transaction_uuid)).toBe(0);
      expect(await betRow(refused?.transaction_uuid)).toBeUndefined();
    }
    expect(await transfersOf(bodies[5]?.transaction_uuid)).toEqual(['hub88:win']);
    expect(await mainFen(id)).toBe(START + STAKE);
    // A call that does not verify is logged by its hash and first characters, not its body (#41 item 6).
    const logged = await db().selectFrom('platform_callback').select(['status', 'signature_valid']).where('request_sha256', '=', createHash('sha256').update(JSON.stringify(bodies[0])).digest('hex')).execute();
    expect(logged).toEqual([{ status: 'RS_ERROR_INVALID_SIGNATURE', signature_valid: 0 }]);
  });

  it('an expired token: the balance and a bet refused (RS_ERROR_TOKEN_EXPIRED with the balance), a win and a rollback accepted', async () => {
    const { steps, bodies, id } = await attack('expired-token');
    expect(answers(steps)).toEqual([
      [BALANCE, 'RS_ERROR_TOKEN_EXPIRED'],
      [BET, OK],
      [BET, OK],
      [BET, 'RS_ERROR_TOKEN_EXPIRED'],
      [ROLLBACK, OK],
      [WIN, OK],
      [ROLLBACK, OK],
      [BALANCE, OK],
    ]);
    expect(steps[0]?.reply?.balance).toBe(START * 1_000);
    expect(steps[3]?.reply?.balance).toBe((START - 2 * STAKE) * 1_000);
    expect(await betRow(bodies[3]?.transaction_uuid)).toBeUndefined();
    expect(await betRow(bodies[1]?.transaction_uuid)).toMatchObject({ win_loss_fen: STAKE, status: BET_STATUS.settled });
    expect(await betRow(bodies[2]?.transaction_uuid)).toMatchObject({ status: BET_STATUS.void });
    expect(await mainFen(id)).toBe(START + STAKE);
  });

  it('an unknown user: info RS_ERROR_UNKNOWN, balance and bet RS_ERROR_INVALID_TOKEN, a win on another’s bet refused', async () => {
    const { steps, bodies, id } = await attack('unknown-user');
    expect(answers(steps)).toEqual([
      ['/user/info', 'RS_ERROR_UNKNOWN'],
      [BALANCE, 'RS_ERROR_INVALID_TOKEN'],
      [BET, 'RS_ERROR_INVALID_TOKEN'],
      [ROLLBACK, OK],
      [BET, OK],
      [WIN, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
      [BALANCE, OK],
    ]);
    // Nothing of the member is told to a stranger.
    for (const step of [steps[1], steps[2], steps[3], steps[5]]) expect(step?.reply?.balance).toBeUndefined();
    expect(await betRow(bodies[2]?.transaction_uuid)).toBeUndefined();
    expect(await betRow(bodies[4]?.transaction_uuid)).toMatchObject({ member_id: id, status: BET_STATUS.unsettled });
    expect(await mainFen(id)).toBe(START - STAKE);
  });
  it('runs an attack by hand over the simulator’s HTTP: POST /games/<session>/attack/<name> on a game the operator opened', async () => {
    const player = await simPlayer(target, START);
    const sim = buildHub88Sim({
      walletUrl: target.walletUrl,
      hub88PrivateKey: createPrivateKey(target.hub88.privatePem),
      operatorPublicKey: createPublicKey(target.operator.publicPem),
      attacks: true,
    });
    const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(await (await fetch(`${simUrl}/attacks`)).json()).toEqual(Object.keys(ATTACKS));
      // As our launch opens a game.
      const bytes = JSON.stringify({ user: player.user, token: player.token, operator_id: 1, platform: 'GPL_MOBILE', game_code: 'pg_003', currency: 'CNY', country: 'CN', lang: 'zh' });
      const opened = await fetch(`${simUrl}/operator/generic/v2/game/url`, { method: 'POST', headers: { 'x-hub88-signature': signBody(bytes, target.operator.privatePem) }, body: bytes });
      const { url } = (await opened.json()) as { url: string };
      const attack = (name: string, body?: object) =>
        fetch(new URL(`attack/${name}`, url), { method: 'POST', headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });

      const ran = await attack('wins-out-of-order', { stake: '2.50' });
      expect(ran.status).toBe(200);
      const report = (await ran.json()) as { ok: boolean; problems: string[]; balanceFen: number; calls: { path: string; status: string; expected: string }[] };
      expect(report).toMatchObject({ ok: true, problems: [], balanceFen: START + 3 * 250 });
      expect(report.calls.map((call) => call.status)).toEqual(['RS_ERROR_TRANSACTION_DOES_NOT_EXIST', OK, OK, OK, OK, OK, OK, OK]);
      expect(report.calls.every((call) => call.status === call.expected)).toBe(true);
      expect(await mainFen(player.id)).toBe(START + 3 * 250);

      const expired = (await (await attack('expired-token', { expired_token: player.expiredToken })).json()) as { ok: boolean; balanceFen: number };
      expect(expired).toMatchObject({ ok: true, balanceFen: START + 3 * 250 + 100 });
      expect((await attack('expired-token')).status).toBe(400);
      expect((await attack('no-such-attack')).status).toBe(404);
      expect((await attack('duplicate', { stake: '-1' })).status).toBe(400);
      expect(await mainFen(player.id)).toBe(START + 3 * 250 + 100);
    } finally {
      await sim.close();
    }
  });
});
