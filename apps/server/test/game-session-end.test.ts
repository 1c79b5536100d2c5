import { randomUUID } from 'node:crypto';
import { BET_STATUS } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { resetMemberPassword } from '../src/modules/account/member-actions';
import { setMemberState, type MemberState } from '../src/modules/account/member-state';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { connectHub88, gameSession, hub88Call, rsaKeyPair } from './support/hub88';
import { PASSWORD, registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const PLATFORM = 'pg';

/** Issue #41 item 5: what ends a member's sessions ends their game sessions; a blocked or disabled member bets nowhere. */
describe.each(dialects)('game sessions end with the account on %s', (dialect) => {
  let t: TestApp;
  const now = beijingDayStart(Date.UTC(2026, 10, 20)) + 9 * HOUR;
  const hub88 = rsaKeyPair();
  const signed = { key: hub88.privatePem };

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    await connectHub88(t.db.database, PLATFORM, hub88, rsaKeyPair());
  });
  afterEach(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });
  afterAll(async () => {
    await t.close();
  });

  const audit = () => auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'member:test', now);
  const setState = (name: string, state: MemberState) => setMemberState(t.db.database, name, state, now, audit());
  const mainFen = async (id: number) => (await memberBalances(t.db.database.db, id)).mainFen;

  async function hub88Player(yuan: number) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, yuan * 100);
    const user = String(id).padStart(4, '0');
    const newGame = () => gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + HOUR });
    return { id, name, token, user, newGame };
  }
  type Hub88Player = Awaited<ReturnType<typeof hub88Player>>;

  const bet = (p: Hub88Player, gameToken: string, yuan: number) => {
    const body = {
      user: p.user,
      transaction_uuid: randomUUID(),
      token: gameToken,
      round: `r-${randomUUID()}`,
      round_closed: false,
      request_uuid: randomUUID(),
      game_code: 'pg_003',
      currency: 'CNY',
      amount: yuan * 100_000,
    };
    return { body, answer: hub88Call(t.app, '/transaction/bet', body, signed) };
  };
  const win = (p: Hub88Player, placed: { transaction_uuid: string; round: string }, yuan: number) =>
    hub88Call(
      t.app,
      '/transaction/win',
      { user: p.user, transaction_uuid: randomUUID(), token: 'any', round: placed.round, round_closed: true, request_uuid: randomUUID(), reference_transaction_uuid: placed.transaction_uuid, currency: 'CNY', amount: yuan * 100_000 },
      signed,
    );
  const rollback = (p: Hub88Player, reference: string) =>
    hub88Call(t.app, '/transaction/rollback', { user: p.user, transaction_uuid: randomUUID(), token: 'any', request_uuid: randomUUID(), reference_transaction_uuid: reference }, signed);
  const balanceCall = (p: Hub88Player, gameToken: string) => hub88Call(t.app, '/user/balance', { user: p.user, token: gameToken, request_uuid: randomUUID(), game_code: 'pg_003' }, signed);

  it('a password reset or change ends the Hub88 game sessions: the old token bets nothing, wins and rollbacks are still paid', async () => {
    const p = await hub88Player(100);
    const game = await p.newGame();
    const open = bet(p, game, 10);
    expect((await open.answer).status).toBe('RS_OK');
    const other = bet(p, game, 5);
    expect((await other.answer).status).toBe('RS_OK');

    await resetMemberPassword(t.db.database, p.name, 'login', 'owner', now, audit());
    expect((await post(t.app, '/api/user', {}, p.token)).status).toBe(401);
    expect(await bet(p, game, 1).answer).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 85 * 100_000 });
    expect((await balanceCall(p, game)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    // What is at stake is settled whatever happened to the session.
    expect(await win(p, open.body, 30)).toMatchObject({ status: 'RS_OK', balance: 115 * 100_000 });
    expect(await rollback(p, other.body.transaction_uuid)).toMatchObject({ status: 'RS_OK', balance: 120 * 100_000 });
    expect(await mainFen(p.id)).toBe(120_00);

    // The member's own change ends them too.
    const q = await hub88Player(50);
    const qGame = await q.newGame();
    expect((await bet(q, qGame, 1).answer).status).toBe('RS_OK');
    expect((await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: 'efgh5678', newpasword: 'efgh5678' }, q.token)).body.code).toBe(200);
    expect((await bet(q, qGame, 1).answer).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await mainFen(q.id)).toBe(49_00);
  });

  it('a block or a disable ends them: a blocked or disabled member’s bets answer RS_ERROR_USER_DISABLED, and after it is lifted the old token is over', async () => {
    for (const [on, off] of [
      ['block', 'unblock'],
      ['disable', 'enable'],
    ] as const) {
      const p = await hub88Player(100);
      const game = await p.newGame();
      const open = bet(p, game, 10);
      expect((await open.answer).status).toBe('RS_OK');
      await setState(p.name, on);
      expect(await bet(p, game, 1).answer).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 90 * 100_000 });
      // A session opened after the block (none is, but one written straight to the table) bets nothing either.
      expect((await bet(p, await p.newGame(), 1).answer).status).toBe('RS_ERROR_USER_DISABLED');
      expect(await win(p, open.body, 20)).toMatchObject({ status: 'RS_OK', balance: 110 * 100_000 });
      await setState(p.name, off);
      expect((await bet(p, game, 1).answer).status).toBe('RS_ERROR_TOKEN_EXPIRED');
      expect(await mainFen(p.id)).toBe(110_00);
      // A new launch plays again.
      expect((await bet(p, await p.newGame(), 1).answer).status).toBe('RS_OK');
    }
    // Blocked straight in the table (no session ended): refused all the same.
    const p = await hub88Player(10);
    const game = await p.newGame();
    await t.db.database.db.updateTable('member').set({ isblack: 1 }).where('id', '=', p.id).execute();
    expect((await bet(p, game, 1).answer).status).toBe('RS_ERROR_USER_DISABLED');
    await t.db.database.db.updateTable('member').set({ isblack: 0, status: 0 }).where('id', '=', p.id).execute();
    expect((await bet(p, game, 1).answer).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await mainFen(p.id)).toBe(10_00);
  });

  describe('the built-in demo slot', () => {
    async function demoPlayer() {
      const { name, token } = await registerMember(t.app);
      const id = await memberId(t.db.database, name);
      await fundMember(t.db.database, id, 500_00);
      expect((await post(t.app, '/api/transfer', { amount: '200', sourcetype: 'userbalance', targettype: 'pp' }, token)).body.code).toBe(200);
      return { id, name, token };
    }
    async function launch(token: string) {
      const answer = await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 }, token);
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      return new URL((answer.body.data as { url: string }).url).searchParams.get('token') ?? '';
    }
    const spin = async (gameToken: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake: 10 } });
      return { status: response.statusCode, body: response.json<{ code: number; message: string }>() };
    };
    const bets = async (id: number) => (await t.db.database.db.selectFrom('bet').select('id').where('member_id', '=', id).where('status', '=', BET_STATUS.settled).execute()).length;

    it('spins for nobody blocked or disabled, nor after a reset, and a log-off ends the games that session launched', async () => {
      const p = await demoPlayer();
      const game = await launch(p.token);
      expect((await spin(game)).body.code).toBe(200);

      await setState(p.name, 'block');
      expect((await spin(game)).body).toMatchObject({ message: MSG.blacklisted });
      await setState(p.name, 'unblock');
      expect((await spin(game)).status).toBe(401);

      const again = await post(t.app, '/api/login_pc', { name: p.name, password: PASSWORD, code: 'abcd' });
      const token = (again.body.data as { new_api_token: string }).new_api_token;
      const second = await launch(token);
      await t.db.database.db.updateTable('member').set({ status: 0 }).where('id', '=', p.id).execute();
      expect((await spin(second)).body).toMatchObject({ message: MSG.disabled });
      await t.db.database.db.updateTable('member').set({ status: 1 }).where('id', '=', p.id).execute();
      expect((await spin(second)).body.code).toBe(200);

      await resetMemberPassword(t.db.database, p.name, 'login', 'owner', now, audit());
      expect((await spin(second)).status).toBe(401);
      expect(await bets(p.id)).toBe(2);

      // Log-off: the games of that session end; another device's play on.
      const q = await demoPlayer();
      const device = await post(t.app, '/api/login_pc', { name: q.name, password: PASSWORD, code: 'abcd' });
      const otherToken = (device.body.data as { new_api_token: string }).new_api_token;
      const mine = await launch(q.token);
      const theirs = await launch(otherToken);
      expect((await post(t.app, '/api/logoff', {}, q.token)).body.code).toBe(200);
      expect((await spin(mine)).status).toBe(401);
      expect((await spin(theirs)).body.code).toBe(200);
      expect(await bets(q.id)).toBe(1);
    });
  });
});
