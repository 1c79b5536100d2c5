import { beijingDay, beijingDayStart } from '@casino/contract/time';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { reviewWithdrawal } from '../src/modules/withdraw/reviews';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { memberId } from './support/money';

const HOUR = 3_600_000;

async function launch(app: FastifyInstance, token: string, body: Record<string, unknown> = { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 }) {
  const answer = await post(app, '/api/getGameUrl', body, token);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  const url = new URL((answer.body.data as { url: string }).url);
  return url.searchParams.get('token') ?? '';
}

async function spin(app: FastifyInstance, gameToken: string, stake = 10) {
  const response = await app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake } });
  return response.json<{ code: number; message: string; data: { win: number; balance: number; reels: number[] } }>();
}

describe.each(dialects)('playing on %s', (dialect) => {
  let t: TestApp;
  // 09:00 in Beijing today: before the red packet window.
  let now = beijingDayStart(Date.now()) + 9 * HOUR;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  async function fundedMember(yuan: string) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: yuan }, token)).body.message as string;
    await reviewDeposit(t.db.database, order, true, 'test', now);
    return { id, token };
  }

  it('launches a game only for a member, on a known platform, with an absolute URL', async () => {
    const { token } = await registerMember(t.app);
    expect((await post(t.app, '/api/getGameUrl', { plat_name: 'pp' })).status).toBe(401);
    expect((await post(t.app, '/api/getGameUrl', { plat_name: 'nope' }, token)).body).toMatchObject({ code: 202 });
    const answer = await post(t.app, '/api/getGameUrl', { plat_name: 'ag', game_type: 'realbet', game_code: 'ag_lobby', is_mobile_url: 1 }, token);
    expect((answer.body.data as { url: string }).url).toMatch(/^http:\/\/localhost(:\d+)?\/demo-game\/\?token=/);
    const page = await t.app.inject({ method: 'GET', url: '/demo-game/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('幸运老虎机');
  });

  it('plays from the platform wallet through the ledger and writes bet records', async () => {
    const { id, token } = await fundedMember('500');
    const gameToken = await launch(t.app, token);
    expect((await spin(t.app, gameToken)).message).toBe('游戏余额不足，请先转入');
    await post(t.app, '/api/transfer', { amount: '200', sourcetype: 'userbalance', targettype: 'pp' }, token);
    let expected = 200_00;
    for (let i = 0; i < 20; i += 1) {
      const result = await spin(t.app, gameToken, 5);
      expect(result.code).toBe(200);
      expected += Math.round(result.data.win * 100) - 5_00;
      expect(result.data.balance * 100).toBeCloseTo(expected, 5);
    }
    expect((await memberBalances(t.db.database.db, id)).byPlatform.get('pp')).toBe(expected);
    expect((await spin(t.app, gameToken, 3)).message).toBe('请选择下注金额');
    expect((await spin(t.app, 'x'.repeat(43))).code).toBe(401);

    const bets = (await post(t.app, '/api/betrecord', { date: 1, page: 1 }, token)).body.data as { total: number; data: { Code: string; bet_amount: number; status: number; playname: string }[] };
    expect(bets.total).toBe(20);
    expect(bets.data[0]).toMatchObject({ Code: 'PP电子', bet_amount: 5, status: 1, playname: '金龙献瑞' });
  });

  it('accrues rebates on settled bets and claims them all once', async () => {
    const { id, token } = await fundedMember('1000');
    await post(t.app, '/api/transfer', { amount: '1000', sourcetype: 'userbalance', targettype: 'pp' }, token);
    const gameToken = await launch(t.app, token);
    for (let i = 0; i < 5; i += 1) await spin(t.app, gameToken, 100);
    const list = (await post(t.app, '/api/getfanshui', { date: 1, page: 1, type: '' }, token)).body.data as { list: { total: number }; jisuan: number; nojisuan: number };
    // VIP1 electron rate: 0.5% of 500 yuan.
    expect(list).toMatchObject({ jisuan: 0, nojisuan: 2.5 });
    expect(list.list.total).toBe(5);
    const mainBefore = (await memberBalances(t.db.database.db, id)).mainFen;
    const claims = await Promise.all(Array.from({ length: 5 }, () => post(t.app, '/api/dofanshui', {}, token)));
    expect(claims.filter((c) => c.body.code === 200)).toHaveLength(1);
    expect(claims.filter((c) => c.body.code !== 200).every((c) => c.body.message === '暂无领取额度！')).toBe(true);
    expect((await memberBalances(t.db.database.db, id)).mainFen - mainBefore).toBe(2_50);
    expect((await post(t.app, '/api/getfanshui', {}, token)).body.data).toMatchObject({ jisuan: 2.5, nojisuan: 0 });
  });

  it('in seamless mode moves every balance into the game being opened', async () => {
    const { id, token } = await fundedMember('300');
    await post(t.app, '/api/transfer', { amount: '100', sourcetype: 'userbalance', targettype: 'ag' }, token);
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, token)).body.data).toEqual({ transferstatus: 1 });
    await launch(t.app, token, { plat_name: 'pg', game_type: 'concise', game_code: 'pg_003' });
    const balances = await memberBalances(t.db.database.db, id);
    expect(balances.mainFen).toBe(0);
    expect(balances.byPlatform.get('pg')).toBe(300_00);
    expect(balances.byPlatform.get('ag')).toBe(0);
    const back = await post(t.app, '/api/transall', {}, token);
    expect(back.body).toMatchObject({ code: 200, message: '回收成功', data: { balance: 300 } });
    expect((await post(t.app, '/api/transall', {}, token)).body.message).toBe('没有可回收的金额');
  });

  it('lists deposits, withdrawals and transfers in the records', async () => {
    const { token } = await fundedMember('200');
    await post(t.app, '/api/transfer', { amount: '50', sourcetype: 'userbalance', targettype: 'ag' }, token);
    await post(t.app, '/api/transfer', { amount: '20', sourcetype: 'ag', targettype: 'userbalance' }, token);
    const of = async (type: number) => (await post(t.app, '/api/gettransrecord', { type, date: 4, page: 1 }, token)).body.data as { total: number; data: { pay_way: string; amount: number; state: number }[] };
    expect((await of(1)).data).toMatchObject([{ pay_way: '微信支付', amount: 200, state: 2 }]);
    expect((await of(2)).total).toBe(0);
    expect((await of(3)).data).toMatchObject([{ pay_way: 'AG视讯', amount: 50, state: 1 }]);
    expect((await of(4)).data).toMatchObject([{ pay_way: 'AG视讯', amount: 20, state: 1 }]);
  });

  describe('red packets', () => {
    it('earns draws from deposits and opens 10:00–12:00 Beijing time', async () => {
      now = beijingDayStart(Date.now()) + 9 * HOUR;
      const { id, token } = await fundedMember('500');
      const info = (await t.app.inject({ method: 'GET', url: '/api/userredpacket?page=1', headers: { authorization: `Bearer ${token}` } })).json<{ data: Record<string, unknown> }>().data;
      expect(info).toMatchObject({ sendnums: 1, acquirednum: 0, max_times: 5, redPacketStatus: 'READY' });
      // The server's own clock, for the app's countdown to the window (#33 item 10).
      expect(info.server_time).toBe(now);
      expect((await post(t.app, '/api/douserredpacket', {}, token)).body.message).toBe('红包活动尚未开始，每日10:00-12:00开抢');

      now += 1.5 * HOUR;
      const before = (await memberBalances(t.db.database.db, id)).mainFen;
      const won = await post(t.app, '/api/douserredpacket', {}, token);
      expect(won.body).toMatchObject({ code: 200, data: { sendnums: 0, acquirednum: 1 } });
      const prize = (won.body.data as { redpacketmoney: number }).redpacketmoney;
      expect(prize).toBeGreaterThanOrEqual(1);
      expect(prize).toBeLessThanOrEqual(8.88);
      expect((await memberBalances(t.db.database.db, id)).mainFen - before).toBe(Math.round(prize * 100));
      expect((await post(t.app, '/api/douserredpacket', {}, token)).body.message).toBe('您暂未达到领取条件，快去完成吧！');
      const history = (await post(t.app, '/api/redpacket', { page: 1 }, token)).body.data as { total: number; data: { money: number }[] };
      expect(history.total).toBe(1);
      expect(history.data[0]?.money).toBe(500);

      now += 2 * HOUR;
      expect((await post(t.app, '/api/douserredpacket', {}, token)).body.message).toBe('今日红包活动已结束，明天10:00再来');
    });

    it('pays each member at most their allowance under simultaneous draws', async () => {
      now = beijingDayStart(Date.now()) + 9 * HOUR;
      const { token } = await fundedMember('2000');
      now += 1.5 * HOUR;
      const answers = await Promise.all(Array.from({ length: 12 }, () => post(t.app, '/api/douserredpacket', {}, token)));
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    });

    it('refuses while the switch is off', async () => {
      const { token } = await fundedMember('100');
      await t.db.database.db.updateTable('site').set({ redpacket_switch: 0 }).execute();
      expect((await post(t.app, '/api/douserredpacket', {}, token)).body.message).toBe('红包已关闭');
      await t.db.database.db.updateTable('site').set({ redpacket_switch: 1 }).execute();
    });
  });

  it('runs the whole cycle: deposit, approve, transfer, play, bets, rebate, withdraw, approve', async () => {
    now = beijingDayStart(Date.now()) + 14 * HOUR;
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 1, amount: '1000', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '上海' }, token)).body.message as string;
    await reviewDeposit(t.db.database, order, true, 'test', now);
    expect((await post(t.app, '/api/balance', {}, token)).body.data).toEqual({ balance: 1000, gameblance: 0 });
    await post(t.app, '/api/transfer', { amount: '1000', sourcetype: 'userbalance', targettype: 'pp' }, token);
    const gameToken = await launch(t.app, token);
    for (let i = 0; i < 10; i += 1) await spin(t.app, gameToken, 100);
    expect(((await post(t.app, '/api/betrecord', {}, token)).body.data as { total: number }).total).toBe(10);
    expect((await post(t.app, '/api/dofanshui', {}, token)).body.code).toBe(200);
    await post(t.app, '/api/transall', {}, token);
    const card = (await post(t.app, '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD }, token)).body.data as { id: number };
    const main = (await memberBalances(t.db.database.db, id)).mainFen;
    const withdrawal = await post(t.app, '/api/withdraw', { bank: card.id, amount: '100', password: PAY_PASSWORD }, token);
    expect(withdrawal.body.code, JSON.stringify(withdrawal.body)).toBe(200);
    await reviewWithdrawal(t.db.database, (withdrawal.body.data as { id: number }).id, true, 'test', now);
    expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(main - 100_00);

    // VIP2 needs 1000 deposited and 5000 turnover: 1000 bet so far, then 4000 more at another platform.
    expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ current_vip: 'VIP1', next_vip: 'VIP2', paysum: 1000, totalgame: 1000 });
    await t.db.database.db
      .insertInto('bet')
      .values({ bet_id: `ext-${String(id)}`, member_id: id, platform: 'ob', category_id: 'sport', game_code: 'ob_sport', playname: 'OB体育', playmemo: '', bet_fen: 4000_00, valid_fen: 4000_00, win_loss_fen: 0, status: 1, bet_time: now })
      .execute();
    const second = (await post(t.app, '/api/recharge', { paytype: 2, amount: '100' }, token)).body.message as string;
    await reviewDeposit(t.db.database, second, true, 'test', now);
    expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ current_vip: 'VIP2', vipname: 'http://localhost:80/assets/demo/vip/VIP2.svg', next_vip: 'VIP3', paysum: 1100, totalgame: 5000 });
  });
});

// Only PostgreSQL lets two transactions write at once: on SQLite a draw holds the database until it commits.
describe.runIf(dialects.includes('postgres'))('red packet draws racing on postgres', () => {
  let pt: TestApp;
  let now = beijingDayStart(Date.now()) + 9 * HOUR;
  beforeAll(async () => {
    pt = await startTestApp('postgres', {}, () => now);
  });
  afterAll(async () => {
    await pt.close();
  });

  it('gives a draw that loses the race for its place again and again the next place, never 500 (#41 item 8)', async () => {
    const { name, token } = await registerMember(pt.app);
    const id = await memberId(pt.db.database, name);
    const order = (await post(pt.app, '/api/recharge', { paytype: 2, amount: '5000' }, token)).body.message as string;
    await reviewDeposit(pt.db.database, order, true, 'test', now);
    now += 1.5 * HOUR;
    const day = beijingDay(now);
    // Other draws of the member, each holding its place uncommitted while ours waits for it.
    const holders: pg.Client[] = [];
    const hold = async (seq: number) => {
      const client = new pg.Client({ connectionString: pt.db.url });
      await client.connect();
      holders.push(client);
      await client.query('BEGIN');
      await client.query('INSERT INTO redpacket_draw (member_id, day, seq, deposit_fen, prize_fen, created_at) VALUES ($1, $2, $3, 500000, 100, $4)', [id, day, seq, now]);
      return { client, xid: (await client.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]?.xid ?? '' };
    };
    const observer = new pg.Client({ connectionString: pt.db.url });
    await observer.connect();
    let settled = false;
    const waitsOn = async (xid: string) => {
      for (;;) {
        if (settled) return;
        const { rows } = await observer.query("SELECT 1 FROM pg_locks WHERE NOT granted AND locktype = 'transactionid' AND transactionid::text = $1", [xid]);
        if (rows.length > 0) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    try {
      let holding = await hold(1);
      const ours = post(pt.app, '/api/douserredpacket', {}, token).finally(() => (settled = true));
      await waitsOn(holding.xid);
      for (let seq = 2; seq <= 4; seq += 1) {
        const next = await hold(seq);
        await holding.client.query('COMMIT');
        holding = next;
        await waitsOn(holding.xid);
      }
      await holding.client.query('COMMIT');
      const answer = await ours;
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, data: { acquirednum: 5, sendnums: 0 } });
    } finally {
      for (const client of holders) await client.end();
      await observer.end();
    }
  });
});
