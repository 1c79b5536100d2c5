import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { formatBeijingTime } from '@casino/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { turnoverPercentFromEnvironment } from '../src/platform/db/migrations/0015-turnover-setting';
import { seedDemo } from '../../sandbox/src/content/seed/seed';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { createTestDatabase, dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { memberId } from './support/money';

const HOUR = 3_600_000;
const bankCard = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD };

interface VipTierItem {
  id: number;
  vipname: string;
  recharge: number;
  flow: number;
  realperson: number;
  electron: number;
  joker: number;
  sport: number;
  lottery: number;
  e_sport: number;
  enabled: boolean;
  members: number;
}

describe.each(dialects)('VIP tiers, red-packet rules and the turnover multiple from the console on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  let support: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'tiers-owner', 'owner');
    finance = await signedInOperator(t.app, t.db.database.db, 'tiers-finance', 'finance');
    support = await signedInOperator(t.app, t.db.database.db, 'tiers-support', 'support');
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  const get = async (url: string, operator: TestOperator) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } });
  const getData = async <T>(url: string, operator: TestOperator) => (await get(url, operator)).json<{ code: number; data: T }>().data;
  const tiers = async () => (await getData<{ data: VipTierItem[]; total: number }>('/admin/api/vip-tiers?per_page=50', support)).data;
  const tierRows = () => t.db.database.db.selectFrom('vip_tier').selectAll().orderBy('id').execute();
  const auditOf = (action: string) => t.db.database.db.selectFrom('audit_log').select(['target', 'before_json', 'after_json', 'admin_name']).where('action', '=', action).orderBy('id').execute();

  /** A new member with an approved deposit of `yuan`. */
  async function depositedMember(yuan: string) {
    const { name, token } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    const order = (await post(t.app, '/api/recharge', { paytype: 2, amount: yuan }, token)).body.message as string;
    await reviewDeposit(t.db.database, order, true, 'test', Date.now());
    return { id, token };
  }

  /** Plays one 100-yuan spin of the demo slot (category concise: the electron rate) from the pp wallet. */
  async function spinHundred(token: string) {
    const answer = await post(t.app, '/api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 }, token);
    const gameToken = new URL((answer.body.data as { url: string }).url).searchParams.get('token') ?? '';
    const spin = await t.app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake: 100 } });
    expect(spin.json<{ code: number }>().code).toBe(200);
  }

  const vip1 = { id: 1, vipname: 'VIP1', recharge: '0', flow: '0', realperson: '0.4', electron: '0.5', joker: '0.4', sport: '0.4', lottery: '0.3', e_sport: '0.4', enabled: true };

  describe('VIP tiers', () => {
    it('lists the tiers in order with their member counts to owner, finance and support', async () => {
      const before = await tiers();
      expect(before.map((tier) => tier.vipname)).toEqual(['VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6']);
      expect(before[1]).toMatchObject({ recharge: 1000, flow: 5000, electron: 0.6, enabled: true });
      await registerMember(t.app);
      expect((await tiers())[0]?.members).toBe((before[0]?.members ?? 0) + 1);
      for (const operator of [owner, finance]) expect((await get('/admin/api/vip-tiers', operator)).statusCode).toBe(200);
      const content = await signedInOperator(t.app, t.db.database.db, 'tiers-content', 'content');
      expect((await get('/admin/api/vip-tiers', content)).statusCode).toBe(403);
    });

    it('lists the tiers by level, or by a threshold on request, either way, and refuses a column it does not sort by', async () => {
      const list = async (query: string) => (await get(`/admin/api/vip-tiers?per_page=50&${query}`, support)).json<{ code: number; data: { data: VipTierItem[] } }>();
      const byLevel = (await list('')).data.data.map((tier) => tier.id);
      expect(byLevel).toEqual([...byLevel].sort((a, b) => a - b));
      expect((await list('sort=level&order=asc')).data.data.map((tier) => tier.id)).toEqual(byLevel);
      expect((await list('sort=level&order=desc')).data.data.map((tier) => tier.id)).toEqual([...byLevel].reverse());
      for (const column of ['recharge', 'flow'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const rows = (await list(`sort=${column}&order=${order}`)).data.data;
          const sorted = [...rows].sort((a, b) => (order === 'asc' ? a[column] - b[column] : b[column] - a[column]) || a.id - b.id);
          expect(rows, `${column} ${order}`).toEqual(sorted);
          expect(new Set(rows.map((tier) => tier[column])).size).toBeGreaterThan(1);
        }
      }
      expect((await list('sort=members')).code).toBe(1000);
      expect((await list('sort=level&order=sideways')).code).toBe(1000);
    });

    it("changes a tier's rates: the player's VIP screen shows them, bets settled after earn them, rebates already accrued keep theirs; audited", async () => {
      const player = await depositedMember('500');
      await post(t.app, '/api/transfer', { amount: '500', sourcetype: 'userbalance', targettype: 'pp' }, player.token);
      await spinHundred(player.token);

      const saved = await post(t.app, '/admin/api/vip-tiers/save', { ...vip1, electron: '1.25', realperson: '0.45' }, finance.token);
      expect(saved.body).toMatchObject({ code: 200, message: MSG.operationOk, data: { id: 1, electron: 1.25, realperson: 0.45 } });
      expect(await tierRows()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1, electron_bp: 125, realperson_bp: 45 })]));
      const shown = (await post(t.app, '/api/uservip')).body.data as { id: number; electron: number; realperson: number }[];
      expect(shown[0]).toMatchObject({ id: 1, electron: 1.25, realperson: 0.45 });

      await spinHundred(player.token);
      const rebates = await t.db.database.db.selectFrom('rebate').select('amount_fen').where('member_id', '=', player.id).orderBy('id').execute();
      // 0.5% of 100 yuan before the change, 1.25% after it: the first row is not recomputed.
      expect(rebates.map((r) => r.amount_fen)).toEqual([50, 125]);
      expect((await post(t.app, '/api/getfanshui', {}, player.token)).body.data).toMatchObject({ nojisuan: 1.75 });

      const audit = await auditOf('adminSaveVipTier');
      expect(audit.map((a) => [a.target, a.admin_name])).toEqual([['vip_tier:1', 'tiers-finance']]);
      expect(JSON.parse(audit[0]?.before_json ?? '')).toMatchObject({ electron: 0.5, realperson: 0.4 });
      expect(JSON.parse(audit[0]?.after_json ?? '')).toMatchObject({ electron: 1.25, realperson: 0.45 });
    });

    it('refuses what checkVipTier and checkVipTierOrder refuse, an unknown tier, and support; nothing changes', async () => {
      const rows = await tierRows();
      const vip2 = { id: 2, vipname: 'VIP2', recharge: '1000', flow: '5000', realperson: '0.5', electron: '0.6', joker: '0.5', sport: '0.5', lottery: '0.4', e_sport: '0.5', enabled: true };
      const refusals: [Record<string, unknown>, string][] = [
        [{ ...vip2, vipname: '' }, ADMIN_MSG.adminVipTierName],
        [{ ...vip2, vipname: '黄金会员' }, ADMIN_MSG.adminVipTierName],
        [{ ...vip2, vipname: 'VIP3' }, ADMIN_MSG.adminVipTierName],
        [{ ...vip2, vipname: `${'钻'.repeat(17)}VIP2` }, ADMIN_MSG.adminVipTierName],
        [{ ...vip2, recharge: '-1' }, ADMIN_MSG.adminVipTierThreshold],
        [{ ...vip2, flow: '1.001' }, ADMIN_MSG.adminVipTierThreshold],
        [{ ...vip2, electron: '3.01' }, ADMIN_MSG.adminVipTierRate],
        [{ ...vip2, sport: '0.123' }, ADMIN_MSG.adminVipTierRate],
        [{ ...vip2, e_sport: '' }, ADMIN_MSG.adminVipTierRate],
        [{ ...vip2, lottery: '-0.5' }, ADMIN_MSG.adminVipTierRate],
        // Above VIP3's 5,000 yuan of deposits, or below VIP1's 0: the tiers would no longer rise in order.
        [{ ...vip2, recharge: '5000.01' }, ADMIN_MSG.adminVipTierOrder],
        [{ ...vip2, flow: '30000.01' }, ADMIN_MSG.adminVipTierOrder],
        [{ ...vip1, enabled: false }, ADMIN_MSG.adminVipTierBaseOn],
        [{ ...vip2, id: 99, vipname: 'VIP99' }, ADMIN_MSG.adminVipTierNotFound],
      ];
      for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/vip-tiers/save', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
      expect((await post(t.app, '/admin/api/vip-tiers/save', vip2, support.token)).status).toBe(403);
      expect(await tierRows()).toEqual(rows);

      // The edges are kept: 3% and a renamed tier that still ends with its number; a tier other than the first may be off.
      expect((await post(t.app, '/admin/api/vip-tiers/save', { ...vip2, vipname: '白银VIP2', electron: '3', recharge: '5000', enabled: false }, owner.token)).body).toMatchObject({
        code: 200,
        data: { vipname: '白银VIP2', electron: 3, recharge: 5000, enabled: false },
      });
      const shown = (await post(t.app, '/api/uservip')).body.data as { id: number }[];
      expect(shown.map((tier) => tier.id)).toEqual([1, 3, 4, 5, 6]);
    });
  });

  describe('red-packet rules', () => {
    const now = Date.now();
    const rule = { start_time: formatBeijingTime(now - HOUR), end_time: formatBeijingTime(now + 24 * HOUR), day_flow: '20000', flow_money: '50000', draws: 7, prize_min: '1.5', prize_max: '66.66', enabled: true };
    type PlayerRules = { rules: { start_time: string; day_flow: number; flow_money: number; recharge: number }[]; max_times: number };
    const playerRules = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/userredpacket', headers: { authorization: `Bearer ${token}` } })).json<{ data: PlayerRules }>().data;

    it("adds a rule the player's red-packet screen shows while it runs, edits and disables it; audited", async () => {
      const { token } = await registerMember(t.app);
      expect((await getData<{ total: number }>('/admin/api/redpacket-rules', owner)).total).toBe(3);
      const added = await post(t.app, '/admin/api/redpacket-rules/save', rule, owner.token);
      expect(added.body).toMatchObject({ code: 200, data: { ...rule, day_flow: 20000, flow_money: 50000, prize_min: 1.5, prize_max: 66.66 } });
      const id = (added.body.data as { id: number }).id;
      const listed = await getData<{ data: { id: number }[]; total: number }>('/admin/api/redpacket-rules', owner);
      expect(listed.total).toBe(4);
      expect(listed.data[0]?.id).toBe(id);
      expect(await t.db.database.db.selectFrom('redpacket_rule').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
        day_flow_fen: 2_000_000,
        flow_money_fen: 5_000_000,
        prize_min_fen: 150,
        prize_max_fen: 6666,
        status: 1,
        start_time: Math.floor((now - HOUR) / 1000) * 1000,
      });
      const seen = await playerRules(token);
      expect(seen.rules).toContainEqual({ start_time: rule.start_time, end_time: rule.end_time, day_flow: 20000, flow_money: 50000, recharge: 7 });
      expect(seen.max_times).toBe(7);

      // One that starts tomorrow is not shown yet.
      const later = await post(t.app, '/admin/api/redpacket-rules/save', { ...rule, start_time: formatBeijingTime(now + 24 * HOUR), end_time: formatBeijingTime(now + 48 * HOUR), draws: 9 }, owner.token);
      expect(later.body.code).toBe(200);
      expect((await playerRules(token)).max_times).toBe(7);

      expect((await post(t.app, '/admin/api/redpacket-rules/save', { ...rule, id, enabled: false }, owner.token)).body).toMatchObject({ code: 200, data: { id, enabled: false } });
      expect((await playerRules(token)).rules.map((r) => r.day_flow)).not.toContain(20000);

      const audit = await auditOf('adminSaveRedpacketRule');
      expect(audit.map((a) => a.target)).toEqual([`redpacket_rule:${String(id)}`, `redpacket_rule:${String((later.body.data as { id: number }).id)}`, `redpacket_rule:${String(id)}`]);
      expect(audit[0]?.before_json).toBeNull();
      expect(JSON.parse(audit[2]?.before_json ?? '')).toMatchObject({ enabled: true });
      expect(JSON.parse(audit[2]?.after_json ?? '')).toMatchObject({ enabled: false });
    });

    it('refuses what checkRedpacketRule refuses, an unknown rule, and every role but the owner; nothing changes', async () => {
      const rules = () => t.db.database.db.selectFrom('redpacket_rule').selectAll().orderBy('id').execute();
      const before = await rules();
      const refusals: [Record<string, unknown>, string][] = [
        [{ ...rule, end_time: rule.start_time }, ADMIN_MSG.adminRedpacketTime],
        [{ ...rule, start_time: '2026-02-30 10:00:00' }, ADMIN_MSG.adminRedpacketTime],
        [{ ...rule, start_time: '2026-01-01T10:00:00Z' }, ADMIN_MSG.adminRedpacketTime],
        [{ ...rule, end_time: '' }, ADMIN_MSG.adminRedpacketTime],
        [{ ...rule, day_flow: '60000' }, ADMIN_MSG.adminRedpacketFlow],
        [{ ...rule, flow_money: '100000000.01' }, ADMIN_MSG.adminRedpacketFlow],
        [{ ...rule, day_flow: '1.001' }, ADMIN_MSG.adminRedpacketFlow],
        [{ ...rule, draws: 0 }, ADMIN_MSG.adminRedpacketDraws],
        [{ ...rule, draws: '100' }, ADMIN_MSG.adminRedpacketDraws],
        [{ ...rule, draws: '1.5' }, ADMIN_MSG.adminRedpacketDraws],
        [{ ...rule, prize_min: '0' }, ADMIN_MSG.adminRedpacketPrize],
        [{ ...rule, prize_min: '70' }, ADMIN_MSG.adminRedpacketPrize],
        [{ ...rule, prize_max: '10000.01' }, ADMIN_MSG.adminRedpacketPrize],
        [{ ...rule, id: 999_999 }, ADMIN_MSG.adminRedpacketRuleNotFound],
      ];
      for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/redpacket-rules/save', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
      for (const operator of [finance, support]) {
        expect((await post(t.app, '/admin/api/redpacket-rules/save', rule, operator.token)).status).toBe(403);
        expect((await get('/admin/api/redpacket-rules', operator)).statusCode).toBe(403);
      }
      expect(await rules()).toEqual(before);
    });

    it('lists the rules newest first, or by a column on request either way (ties newest first), and refuses a column it does not sort by', async () => {
      type Rule = { id: number; start_time: string; end_time: string; day_flow: number; prize_min: number; draws: number; enabled: boolean };
      const list = async (query: string) => (await get(`/admin/api/redpacket-rules?per_page=50&${query}`, owner)).json<{ code: number; data: { data: Rule[] } }>();
      const newest = (await list('')).data.data;
      expect(newest.map((r) => r.id)).toEqual(newest.map((r) => r.id).sort((a, b) => b - a));
      // The seeded rules and the two added above (one disabled, one starting tomorrow) differ in every column.
      const fields = { id: 'id', start: 'start_time', end: 'end_time', flow: 'day_flow', prize: 'prize_min', draws: 'draws', enabled: 'enabled' } as const;
      for (const [column, field] of Object.entries(fields)) {
        expect(new Set(newest.map((r) => r[field])).size, column).toBeGreaterThan(1);
        for (const order of ['asc', 'desc']) {
          const rows = (await list(`sort=${column}&order=${order}`)).data.data;
          const sorted = [...rows].sort((a, b) => {
            const [x, y] = [a[field], b[field]];
            return x === y ? b.id - a.id : (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
          });
          expect(rows, `${column} ${order}`).toEqual(sorted);
        }
      }
      expect((await list('sort=prize_max')).code).toBe(1000);
      expect((await list('sort=start&order=sideways')).code).toBe(1000);
    });
  });

  describe('the turnover multiple', () => {
    it('starts at 1× (red packets and bonus adjustments too, rebates 0); a change is audited and holds for credits from then on', async () => {
      expect(await getData('/admin/api/settings/turnover', owner)).toEqual({ multiple: 1, redpacket: 1, rebate: 0, adjustment: 1 });
      const before = await depositedMember('1000');
      expect((await post(t.app, '/api/getBetAmount', {}, before.token)).body.data).toMatchObject({ bet_amount: 1000, required: 1000 });

      expect((await post(t.app, '/admin/api/settings/turnover', { multiple: '2.5' }, owner.token)).body).toMatchObject({ code: 200, data: { multiple: 2.5, redpacket: 1, rebate: 0, adjustment: 1 } });
      expect((await t.db.database.db.selectFrom('site').select('turnover_percent').executeTakeFirstOrThrow()).turnover_percent).toBe(250);
      // A requirement keeps the multiple it was added at; a deposit approved now adds 2.5 times its amount.
      expect((await post(t.app, '/api/getBetAmount', {}, before.token)).body.data).toMatchObject({ bet_amount: 1000, required: 1000 });
      const player = await depositedMember('1000');
      const card = (await post(t.app, '/api/bindcard', bankCard, player.token)).body.data as { id: number };
      expect((await post(t.app, '/api/getBetAmount', {}, player.token)).body.data).toMatchObject({ bet_amount: 2500, required: 2500, reached: 0 });
      const refused = await post(t.app, '/api/withdraw', { bank: card.id, amount: '100', password: PAY_PASSWORD }, player.token);
      expect(refused.body).toMatchObject({ code: 214 });
      expect(refused.body.message).toContain('还需2500.00元');

      // 0.01× of 1,000 yuan: 10 yuan. The other multiples are changed one at a time; those left out stay.
      await post(t.app, '/admin/api/settings/turnover', { multiple: '0.01' }, owner.token);
      expect((await post(t.app, '/api/getBetAmount', {}, (await depositedMember('1000')).token)).body.data).toMatchObject({ required: 10 });
      expect((await post(t.app, '/admin/api/settings/turnover', { multiple: '0.01', redpacket: '3', rebate: '0.5' }, owner.token)).body.data).toEqual({ multiple: 0.01, redpacket: 3, rebate: 0.5, adjustment: 1 });

      expect((await post(t.app, '/admin/api/settings/turnover', { multiple: 0, adjustment: '0' }, owner.token)).body).toMatchObject({ code: 200, data: { multiple: 0, adjustment: 0 } });
      const free = await depositedMember('1000');
      const freeCard = (await post(t.app, '/api/bindcard', bankCard, free.token)).body.data as { id: number };
      const paid = await post(t.app, '/api/withdraw', { bank: freeCard.id, amount: '100', password: PAY_PASSWORD }, free.token);
      expect(paid.body, JSON.stringify(paid.body)).toMatchObject({ code: 200 });
      expect((await memberBalances(t.db.database.db, free.id)).mainFen).toBe(900_00);

      const audit = await auditOf('adminSaveTurnoverMultiple');
      type Percents = Record<string, number>;
      const percents = audit.map((a) => ({ before: JSON.parse(a.before_json ?? '') as Percents, after: JSON.parse(a.after_json ?? '') as Percents }));
      expect(audit.every((a) => a.target === 'site')).toBe(true);
      expect(percents.map(({ before, after }) => [before.turnover_percent, after.turnover_percent])).toEqual([[100, 250], [250, 1], [1, 1], [1, 0]]);
      expect(percents.at(-2)?.after).toEqual({ turnover_percent: 1, redpacket_turnover_percent: 300, rebate_turnover_percent: 50, adjustment_turnover_percent: 100 });
      expect(percents.at(-1)?.after).toEqual({ turnover_percent: 0, redpacket_turnover_percent: 300, rebate_turnover_percent: 50, adjustment_turnover_percent: 0 });
    });

    it('refuses what checkTurnoverMultiples refuses, and every role but the owner; nothing changes', async () => {
      await post(t.app, '/admin/api/settings/turnover', { multiple: '1.5' }, owner.token);
      for (const multiple of ['100.01', '-1', '1.234', 'abc', '', '1e2', ' ']) {
        expect((await post(t.app, '/admin/api/settings/turnover', { multiple }, owner.token)).body, multiple).toMatchObject({ message: ADMIN_MSG.adminTurnoverMultiple });
        for (const other of ['redpacket', 'rebate', 'adjustment']) {
          expect((await post(t.app, '/admin/api/settings/turnover', { multiple: '2', [other]: multiple }, owner.token)).body, `${other} ${multiple}`).toMatchObject({ message: ADMIN_MSG.adminTurnoverMultiple });
        }
      }
      expect((await post(t.app, '/admin/api/settings/turnover', { multiple: '100' }, owner.token)).body).toMatchObject({ data: { multiple: 100 } });
      for (const operator of [finance, support]) {
        expect((await post(t.app, '/admin/api/settings/turnover', { multiple: '2' }, operator.token)).status).toBe(403);
        expect((await get('/admin/api/settings/turnover', operator)).statusCode).toBe(403);
      }
      expect(await getData('/admin/api/settings/turnover', owner)).toMatchObject({ multiple: 100 });
    });
  });
});

describe.each(dialects)('migration 0015 on %s', (dialect) => {
  const seededPercent = async () => {
    const db = await createTestDatabase(dialect, { migratedHere: true });
    try {
      await seedDemo(db.database);
      return (await db.database.db.selectFrom('site').select('turnover_percent').executeTakeFirstOrThrow()).turnover_percent;
    } finally {
      await db.drop();
    }
  };

  it('starts the site at the TURNOVER_MULTIPLE of its environment, or 1× without one', async () => {
    const saved = process.env.TURNOVER_MULTIPLE;
    try {
      delete process.env.TURNOVER_MULTIPLE;
      expect(await seededPercent()).toBe(100);
      process.env.TURNOVER_MULTIPLE = '2.5';
      expect(await seededPercent()).toBe(250);
    } finally {
      if (saved === undefined) delete process.env.TURNOVER_MULTIPLE;
      else process.env.TURNOVER_MULTIPLE = saved;
    }
  });
});

describe('the TURNOVER_MULTIPLE migration 0015 reads', () => {
  it('is a multiple 0..100 taken to percent; anything else stops the migration', () => {
    expect(turnoverPercentFromEnvironment(undefined)).toBe(100);
    expect(turnoverPercentFromEnvironment('0')).toBe(0);
    expect(turnoverPercentFromEnvironment('1.25')).toBe(125);
    expect(turnoverPercentFromEnvironment('100')).toBe(10_000);
    for (const bad of ['101', '-1', 'x']) expect(() => turnoverPercentFromEnvironment(bad), bad).toThrow('TURNOVER_MULTIPLE must be a number from 0 to 100');
  });
});
