import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallDefinition } from '@casino/contract/call';
import { allCalls } from '@casino/contract/calls';
import { beijingDayStart } from '@casino/contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { formEncode, startTestApp, type TestApp, withoutTurnoverRule } from './support/app';
import { dialects } from './support/databases';
import { uniqueName } from './support/members';
import { PNG_1PX } from './support/images';

/**
 * Issue #13: the requests an existing front end makes, replayed in the order of a player's session: every
 * call of SPEC §7, its payload written as an old client writes it (numbers for ids, codes, types, pages and
 * pay passwords, numeric strings or numbers for amounts, empty strings for filters, no body where SPEC says
 * "none"), a representative part of them form-encoded, no Idempotency-Key. Each answer is code 200 and its
 * `data` is what the contract's schema for that call says.
 */
const HOUR = 3_600_000;

type Fields = Record<string, string | number>;
type Envelope = { code: number; message: unknown; data: unknown };
/** How the old client sends the payload: JSON (`{}` for "empty"), form-encoded, or no body at all ("none"). */
type Encoding = 'json' | 'form' | 'none';

const specCalls = allCalls.filter((call) => call.admin !== true && call.extension !== true);

/** The contract's call of a SPEC §7 line, e.g. `POST /api/user`. */
function callOf(line: string): CallDefinition {
  const found = specCalls.find((call) => `${call.method} ${call.path}` === line);
  if (!found) throw new Error(`no SPEC §7 call ${line} in the contract`);
  return found;
}

describe.each(dialects)('an old client replayed on %s', (dialect) => {
  let t: TestApp;
  // 09:00 Beijing time: the deposit is approved before the red packet window opens at 10:00.
  let now = beijingDayStart(Date.now()) + 9 * HOUR;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-compat-'));
  const replayed = new Set<string>();
  let token = '';

  /** Sends one call as the old client does and checks the answer: code 200 and data of the call's schema. */
  async function replay(line: string, fields: Fields | undefined, encoding: Encoding = 'json'): Promise<Envelope> {
    const call = callOf(line);
    replayed.add(line);
    const authorization = token === '' ? {} : { authorization: `Bearer ${token}` };
    const query = call.method === 'GET' && fields ? `?${formEncode(fields)}` : '';
    const body =
      call.method === 'GET' || encoding === 'none'
        ? { headers: { ...authorization, 'content-type': 'application/json' } }
        : encoding === 'form'
          ? { headers: { ...authorization, 'content-type': 'application/x-www-form-urlencoded' }, payload: formEncode(fields ?? {}) }
          : { headers: { ...authorization, 'content-type': 'application/json' }, payload: JSON.stringify(fields ?? {}) };
    const response = await t.app.inject({ method: call.method, url: `${call.path}${query}`, remoteAddress: '10.77.0.1', ...body });
    return expectAnswer(call, line, response.json<Envelope>());
  }

  function expectAnswer(call: CallDefinition, line: string, answer: Envelope): Envelope {
    expect(answer.code, `${line}: ${JSON.stringify(answer)}`).toBe(200);
    const data = call.data.safeParse(answer.data);
    expect(data.error?.issues, `${line} data: ${JSON.stringify(answer.data)}`).toBeUndefined();
    if (call.message) expect(call.message.safeParse(answer.message).success, `${line} message: ${JSON.stringify(answer.message)}`).toBe(true);
    return answer;
  }

  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir }, () => now);
    await withoutTurnoverRule(t.db.database);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every SPEC §7 call of a player's session in the shape of the contract", async () => {
    // A visitor opens the site.
    await replay('GET /api/getVisitUrl', undefined);
    await replay('POST /api/app', undefined, 'none');
    await replay('POST /api/homenotice', undefined, 'none');
    await replay('POST /api/bannerList', { type: 2 });
    await replay('GET /api/game_list_app', undefined);
    await replay('GET /api/game/list', { category: '' });
    await replay('GET /api/game/list', { category: 'realbet' });
    await replay('POST /api/activitytype', undefined, 'none');
    const promotions = (await replay('POST /api/activitylist', { type: '', page: 1 })).data as { data: { id: number }[] };
    const promotionId = promotions.data[0]?.id ?? 0;
    await replay('POST /api/activitylist', { type: 1, page: '1' }, 'form');
    await replay('POST /api/activitydeatil', { id: promotionId });
    await replay('POST /api/article', { type: 1 });
    await replay('POST /api/uservip', {});
    await replay('GET /api/get_pay_way', undefined);
    await replay('POST /api/getservicerurl', {});
    await replay('GET /api/getAgentLoginUrl', undefined);
    await replay('POST /api/gamelistBycode', { gamecode: 'pp' });

    // Registers and logs in, both form-encoded; the captcha code as a number.
    const name = uniqueName('old');
    const password = 'abcd1234';
    const registered = await replay('POST /api/register', { name, password, confirmPass: password, realname: '张三', paypassword: 123456, pid: '' }, 'form');
    token = (registered.data as { api_token: string }).api_token;
    const login = await replay('POST /api/login_pc', { name, password, code: 1234 }, 'form');
    token = (login.data as { new_api_token: string }).new_api_token;
    expect((login.data as { api_token: string }).api_token).toBe(token);
    await replay('POST /api/user', {});
    // Paths in another case, as such clients send SPEC's noticeList and activityApplyLog: the same calls.
    for (const path of ['/api/noticelist', '/api/activityapplylog', '/API/BALANCE']) {
      const response = await t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '{}' });
      expect(response.json<Envelope>().code, path).toBe(200);
    }
    await replay('POST /api/balance', {});
    await replay('POST /api/refreshusermoney', {});
    await replay('POST /api/getBetAmount', undefined, 'none');

    // Deposits by bank transfer, form-encoded, and by WeChat with a number amount; an operator approves.
    await replay('POST /api/getPayRange', { type: 'bank' });
    await replay('POST /api/banklist', {});
    await replay('POST /api/getpaybank', undefined, 'none');
    const bankDeposit = await replay('POST /api/recharge', { paytype: 1, amount: '1000', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' }, 'form');
    await replay('POST /api/payinfo', { deposit_no: bankDeposit.message as string }, 'form');
    const wechatDeposit = await replay('POST /api/recharge', { paytype: 2, amount: 200 });
    await replay('POST /api/payinfo', { deposit_no: wechatDeposit.message as string });
    // The legacy backends' name of WeChat Pay (API-NOTES: paytype bank|alipay|wxpay|usdt), as such clients send it.
    const wxpayDeposit = await replay('POST /api/recharge', { paytype: 'wxpay', amount: '300' }, 'form');
    expect((await replay('POST /api/payinfo', { deposit_no: wxpayDeposit.message as string })).message).toBe('wxpay');
    await reviewDeposit(t.db.database, bankDeposit.message as string, true, 'ops', now);

    // Binds two cards (numeric card number and pay password), unbinds one.
    const card = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', pay_pass: 123456 };
    const kept = (await replay('POST /api/bindcard', { ...card, bank_no: 6222020200112233 })).data as { id: number };
    const spare = (await replay('POST /api/bindcard', { ...card, bank_no: '6222020200119999', pay_pass: '123456' }, 'form')).data as { id: number };
    await replay('POST /api/getcard', { type: 1 });
    await replay('POST /api/delcard', { id: String(spare.id), pay_pass: '123456' }, 'form');
    await replay('POST /api/getcard', { type: '1' }, 'form');

    // Transfers into a game, turns seamless mode on and off, plays, brings the money back.
    await replay('POST /api/balancelist', {});
    await replay('POST /api/transfer', { amount: '500', sourcetype: 'userbalance', targettype: 'pp' });
    await replay('POST /api/transfer', { amount: '50.5', sourcetype: 'pp', targettype: 'userbalance' }, 'form');
    await replay('POST /api/transfer', { amount: 50.5, sourcetype: 'userbalance', targettype: 'pp' });
    await replay('POST /api/balancelist2', undefined, 'none');
    await replay('POST /api/uptransferstatus', { transferstatus: 1 });
    await replay('POST /api/uptransferstatus', { transferstatus: '0' }, 'form');
    const game = await replay('POST /api/getGameUrl', { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 });
    const gameToken = new URL((game.data as { url: string }).url).searchParams.get('token') ?? '';
    for (let i = 0; i < 5; i += 1) {
      const spin = await t.app.inject({ method: 'POST', url: '/demo-game/api/spin', payload: { token: gameToken, stake: 100 } });
      expect(spin.json<{ code: number }>().code).toBe(200);
    }
    await replay('POST /api/transall', {});

    // Reads the records, with the date and filters as the pickers send them.
    await replay('POST /api/gettransrecord', { date: 1, type: 1, page: 1, api_type: '' });
    await replay('POST /api/gettransrecord', { date: '4', type: '3', page: '1', api_type: 'pp' }, 'form');
    await replay('POST /api/betrecord', { date: 1, page: 1, api_type: '' });
    await replay('POST /api/getfanshui', { date: '', api_type: '', type: '', page: 1 });
    await replay('POST /api/dofanshui', {});
    await replay('POST /api/getfanshui', { date: 2, api_type: '', type: 2, page: 1 });

    // Messages and promotions.
    await replay('POST /api/noticeList', { page: 1 });
    await replay('POST /api/noticeList', { page: '' }, 'form');
    await replay('POST /api/doactivityapply', { activityid: promotionId, amount: 100 });
    await replay('POST /api/activityApplyLog', {});

    // Red packets, once the window opens at 10:00.
    now += 1.5 * HOUR;
    await replay('GET /api/userredpacket', { page: 1 });
    await replay('POST /api/douserredpacket', {});
    await replay('POST /api/redpacket', { page: 1 });

    // The profile, the avatar, an agent application.
    await replay('POST /api/updateuserinfo', { email: 'zhang@example.com', mobile: 13800138000, birthday: '1990-01-01' });
    const boundary = '----oldclient';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadimg',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG_1PX,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    replayed.add('POST /api/uploadimg');
    expectAnswer(callOf('POST /api/uploadimg'), 'POST /api/uploadimg', upload.json<Envelope>());
    await replay('POST /api/applyagentdo', { mobile: 13812345678, apply_info: '我有会员，想做代理' }, 'form');

    // Withdraws (a numeric string amount, the card id and pay password as numbers), then changes both
    // passwords: the login password ends every session, so the player logs in again.
    await replay('POST /api/withdraw', { amount: '100', bank: kept.id, password: 123456 });
    await replay('POST /api/editPayPassword', { password: 123456, paypassword: 654321, newpasword: 654321 });
    await replay('POST /api/withdraw', { amount: '100.50', bank: String(kept.id), password: '654321' }, 'form');
    const newPassword = 'efgh5678';
    await replay('POST /api/editPassword', { password, paypassword: newPassword, newpasword: newPassword }, 'form');
    token = ((await replay('POST /api/login_pc', { name, password: newPassword, code: '1234' })).data as { new_api_token: string }).new_api_token;
    await replay('POST /api/logoff', undefined, 'none');

    expect([...specCalls].map((call) => `${call.method} ${call.path}`).filter((line) => !replayed.has(line))).toEqual([]);
  }, 60_000);
});
