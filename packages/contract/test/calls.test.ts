import { describe, expect, it } from 'vitest';
import { allCalls } from '../src/calls';
import { transactionStateLabel, betStatusLabel, activityApplyStateLabel, rebateStateLabel } from '../src/labels';
import { vipNumber } from '../src/entities/account';

/** The 52 calls of SPEC §7, method and path exactly (typos included). */
const spec7 = [
  'GET /api/getVisitUrl', 'POST /api/balance', 'POST /api/user', 'POST /api/app', 'POST /api/getGameUrl',
  'GET /api/game_list_app', 'GET /api/game/list', 'POST /api/homenotice', 'POST /api/bannerList',
  'POST /api/activitytype', 'POST /api/activitylist', 'POST /api/activitydeatil', 'POST /api/doactivityapply',
  'POST /api/activityApplyLog', 'GET /api/get_pay_way', 'POST /api/getPayRange', 'POST /api/recharge',
  'POST /api/banklist', 'POST /api/getpaybank', 'POST /api/getcard', 'POST /api/bindcard', 'POST /api/delcard',
  'POST /api/transall', 'POST /api/refreshusermoney', 'POST /api/editPassword', 'POST /api/editPayPassword',
  'POST /api/updateuserinfo', 'POST /api/uploadimg', 'POST /api/uservip', 'POST /api/noticeList',
  'POST /api/gamelistBycode', 'POST /api/getBetAmount', 'POST /api/withdraw', 'POST /api/balancelist',
  'POST /api/balancelist2', 'POST /api/transfer', 'POST /api/uptransferstatus', 'POST /api/article',
  'POST /api/applyagentdo', 'POST /api/logoff', 'POST /api/gettransrecord', 'POST /api/getfanshui',
  'POST /api/betrecord', 'POST /api/dofanshui', 'POST /api/redpacket', 'GET /api/userredpacket',
  'POST /api/douserredpacket', 'POST /api/getservicerurl', 'GET /api/getAgentLoginUrl', 'POST /api/payinfo',
  'POST /api/login_pc', 'POST /api/register',
];

describe('the call table', () => {
  const routes = allCalls.filter((call) => !call.extension).map((call) => `${call.method} ${call.path}`);

  it('holds every call of SPEC §7 and nothing else outside the extensions', () => {
    expect(spec7).toHaveLength(52);
    expect([...routes].sort()).toEqual([...spec7].sort());
  });

  it('names each route once', () => {
    const all = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(all).size).toBe(all.length);
  });

  it('marks the captcha as an extension', () => {
    expect(allCalls.filter((call) => call.extension).map((call) => call.path)).toContain('/api/captcha');
  });

  it('needs a token for every member call', () => {
    const memberPaths = ['/api/balance', '/api/user', '/api/withdraw', '/api/transfer', '/api/recharge', '/api/noticeList'];
    for (const path of memberPaths) {
      expect(allCalls.find((call) => call.path === path)?.auth, path).toBe(true);
    }
    expect(allCalls.find((call) => call.path === '/api/login_pc')?.auth).toBe(false);
  });

  it('refuses unknown fields on money calls', () => {
    const transfer = allCalls.find((call) => call.path === '/api/transfer');
    expect(transfer?.money).toBe(true);
    expect(transfer?.request.safeParse({ amount: 1, sourcetype: 'a', targettype: 'b', balance: 1e9 }).success).toBe(false);
    expect(transfer?.request.safeParse({ amount: 1, sourcetype: 'a', targettype: 'b' }).success).toBe(true);
  });
});

describe('state labels', () => {
  it('labels deposits and withdrawals', () => {
    expect(transactionStateLabel(1, 1)).toBe('待审核');
    expect(transactionStateLabel(2, 2)).toBe('审核通过');
    expect(transactionStateLabel(1, 3)).toBe('审核拒绝');
    expect(transactionStateLabel(2, 0)).toBe('未定义');
  });

  it('labels transfers', () => {
    expect(transactionStateLabel(3, 0)).toBe('失败');
    expect(transactionStateLabel(4, 1)).toBe('成功');
    expect(transactionStateLabel(3, 2)).toBe('待结算');
    expect(transactionStateLabel(4, 3)).toBe('未定义');
  });

  it('labels bets, applications and rebates', () => {
    expect([0, 1, 2].map(betStatusLabel)).toEqual(['无效注单', '已结算', '未结算']);
    expect([0, 1, 2, 3, 4].map(activityApplyStateLabel)).toEqual(['未定义', '待审核', '通过', '拒绝', '未定义']);
    expect(rebateStateLabel(0)).toBe('待领取');
    expect(rebateStateLabel(1)).toBe('已领取');
  });
});

describe('vipNumber', () => {
  it('reads the number after the letter P', () => {
    expect(vipNumber('VIP3')).toBe(3);
    expect(vipNumber('vip12')).toBe(12);
    expect(vipNumber('')).toBe(0);
  });
});

describe('deposit channels', async () => {
  const { depositChannelOf, payWayOf } = await import('../src/codes');
  it('finds the pay way by code, key or a legacy backend’s name', () => {
    expect(payWayOf(1)?.key).toBe('bank');
    expect(payWayOf('alipay')?.code).toBe(3);
    // API-NOTES: the legacy recharge takes bank|alipay|wxpay|usdt; wxpay is our wechat.
    expect(payWayOf('wxpay')?.key).toBe('wechat');
    expect(payWayOf('WXPAY')?.code).toBe(2);
    expect(payWayOf('9')).toBeUndefined();
    expect(payWayOf({})).toBeUndefined();
  });
  it('picks the USDT channel by protocol', () => {
    const usdt = payWayOf(0);
    expect(usdt && depositChannelOf(usdt, 'trc20')).toBe('usdt-trc20');
    expect(usdt && depositChannelOf(usdt, 'ERC20')).toBe('usdt-erc20');
    expect(usdt && depositChannelOf(usdt, '')).toBeUndefined();
    const wechat = payWayOf(2);
    expect(wechat && depositChannelOf(wechat, undefined)).toBe('wechat');
  });
});

describe('form text fields', async () => {
  const { formText } = await import('../src/wire');
  const { getGameUrl } = await import('../src/calls/games');
  const { bindcard } = await import('../src/calls/cards');

  it('read a number as its decimal string', () => {
    expect(formText.parse(2)).toBe('2');
    expect(formText.parse(123456)).toBe('123456');
    expect(formText.parse(-7.25)).toBe('-7.25');
    expect(formText.parse('abc')).toBe('abc');
    expect(formText.parse(undefined)).toBeUndefined();
  });

  it('refuse a number whose text JSON could not carry exactly', () => {
    expect(formText.safeParse(2 ** 53).success).toBe(false);
    expect(formText.safeParse(1e21).success).toBe(false);
    expect(formText.safeParse(1e-7).success).toBe(false);
    expect(formText.safeParse(true).success).toBe(false);
  });

  it('are accepted as numbers by calls whose clients send them so, and money calls still refuse unknown fields', () => {
    expect(getGameUrl.request.parse({ plat_name: 'pp', game_type: 2, is_mobile_url: 1 })).toEqual({ plat_name: 'pp', game_type: '2', is_mobile_url: 1 });
    expect(getGameUrl.request.safeParse({ plat_name: 'pp', game_type: 2, balance: 1 }).success).toBe(false);
    expect(bindcard.request.parse({ bank: '中国银行', bank_no: 6222020200112233, pay_pass: 123456 })).toMatchObject({ bank_no: '6222020200112233' });
  });
});

describe('values as old clients send them', async () => {
  const { codeValue, optionalFilter, pageValue } = await import('../src/wire');

  it('read a page from a number or a digit string, 1 when missing, empty or 0', () => {
    expect([3, '3', undefined, '', 0, '0'].map((page) => pageValue.parse(page))).toEqual([3, 3, 1, 1, 1, 1]);
    for (const page of [-1, 1.5, 'x', ' 2', 1_000_000, ['1', '2']]) expect(pageValue.safeParse(page).success, String(page)).toBe(false);
  });

  it('read a code from the number or its digit string, and refuse any other', () => {
    const cardType = codeValue([1, 2, 4]);
    expect([1, '1', 4, '4'].map((type) => cardType.parse(type))).toEqual([1, 1, 4, 4]);
    for (const type of [3, '3', '01', '', ' 1', true, ['1']]) expect(cardType.safeParse(type).success, JSON.stringify(type)).toBe(false);
  });

  it('read an empty filter as no filter', () => {
    const category = optionalFilter(['sport', 'lottery']);
    expect([undefined, '', 'sport'].map((value) => category.parse(value))).toEqual([undefined, undefined, 'sport']);
    expect(category.safeParse('casino').success).toBe(false);
  });
});
