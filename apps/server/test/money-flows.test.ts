import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/ledger/check';
import { memberBalances } from '../src/ledger/balances';
import { reviewDeposit } from '../src/modules/deposit/orders';
import { reviewWithdrawal } from '../src/modules/withdraw/reviews';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PAY_PASSWORD, registerMember } from './support/members';
import { memberId, settledBet } from './support/money';
import { TRC20_ADDRESSES } from '../../../packages/contract/test/crypto-addresses';

const bankCard = { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD };
const bankDeposit = { paytype: 1, amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '上海' };

describe.each(dialects)('deposits, bound accounts and withdrawals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    expect(await checkLedger(t.db.database.db)).toEqual([]);
    await t.close();
  });

  async function member() {
    const { name, token } = await registerMember(t.app);
    return { name, token, id: await memberId(t.db.database, name) };
  }

  async function deposit(token: string, body: Record<string, unknown> = bankDeposit): Promise<string> {
    const { body: answer } = await post(t.app, '/api/recharge', body, token);
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return (answer.data as { out_trade_no: string }).out_trade_no;
  }

  describe('deposit', () => {
    it('answers the open channels and their ranges', async () => {
      const flags = (await t.app.inject({ method: 'GET', url: '/api/get_pay_way' })).json<{ data: Record<string, number> }>().data;
      expect(flags).toMatchObject({ card: 1, usdt: 1, wechat: 1, alipay: 1, antoken: 1 });
      expect((await post(t.app, '/api/getPayRange', { type: 'bank' })).body.data).toEqual({ min_price: 100, max_price: 10000 });
      expect((await post(t.app, '/api/getPayRange', { type: 'nope' })).body.code).toBe(1000);
    });

    it('applies the §5 rules: the channel range, then the depositor details', async () => {
      const { token } = await member();
      expect((await post(t.app, '/api/recharge', { ...bankDeposit, amount: '99' }, token)).body.message).toBe('请输入金额在100-10000之间！');
      expect((await post(t.app, '/api/recharge', { ...bankDeposit, amount: '10001' }, token)).body.message).toBe('请输入金额在100-10000之间！');
      expect((await post(t.app, '/api/recharge', { ...bankDeposit, bank_owner: '' }, token)).body.message).toBe('请输入存款人姓名');
      expect((await post(t.app, '/api/recharge', { paytype: 0, amount: '100' }, token)).body.message).toBe('请选择钱包协议');
      expect((await post(t.app, '/api/recharge', { ...bankDeposit, state: 2 }, token)).body.code).toBe(1000);
    });

    it('answers the order number in message, or the pay URL for channels 5 and 6', async () => {
      const { token } = await member();
      const usdt = await post(t.app, '/api/recharge', { paytype: 0, catepay: 'TRC20', amount: '720' }, token);
      expect(usdt.body.message).toMatch(/^D\d{20}$/);
      const info = await post(t.app, '/api/payinfo', { deposit_no: usdt.body.message }, token);
      expect(info.body).toMatchObject({ message: 'usdtpay', data: { info: { amount: 720, usdtrate: 7.2, usdt_amount: 100, state: 1 } } });
      const gopay = await post(t.app, '/api/recharge', { paytype: 5, amount: '100' }, token);
      expect(gopay.body.message).toEqual({ info: { navurl: expect.stringMatching(/^http:\/\/localhost:80\/demo\/pay\/D\d+$/) as unknown } });
    });

    it('credits only on approval, exactly once; a refused order credits nothing', async () => {
      const { token, id } = await member();
      const approved = await deposit(token);
      const refused = await deposit(token);
      expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(0);
      await reviewDeposit(t.db.database, approved, true, 'test', Date.now());
      await expect(reviewDeposit(t.db.database, approved, true, 'test', Date.now())).rejects.toThrow('该订单已审核');
      await reviewDeposit(t.db.database, refused, false, 'test', Date.now());
      await expect(reviewDeposit(t.db.database, refused, true, 'test', Date.now())).rejects.toThrow('该订单已审核');
      expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(500_00);
    });

    it('approves once when two operators approve at the same moment', async () => {
      const { token, id } = await member();
      const no = await deposit(token);
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => reviewDeposit(t.db.database, no, true, 'test', Date.now())));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(500_00);
    });

    it('shows a member only their own orders', async () => {
      const alice = await member();
      const bob = await member();
      const no = await deposit(alice.token);
      expect((await post(t.app, '/api/payinfo', { deposit_no: no }, bob.token)).body).toMatchObject({ code: 202, message: '存款订单不存在' });
    });
  });

  describe('bound accounts', () => {
    it('binds up to 5 of a kind with the pay password, and never shows another member\'s', async () => {
      const { token } = await member();
      const other = await member();
      expect((await post(t.app, '/api/bindcard', { ...bankCard, pay_pass: '654321' }, token)).body).toMatchObject({ code: 520, message: '支付密码错误' });
      for (let i = 0; i < 5; i += 1) {
        const { body } = await post(t.app, '/api/bindcard', { ...bankCard, bank_no: `62220202001122${String(i).padStart(2, '0')}` }, token);
        expect(body).toMatchObject({ code: 200, message: '绑定成功' });
      }
      expect((await post(t.app, '/api/bindcard', { ...bankCard, bank_no: '6222020200119999' }, token)).body.code).toBe(207);
      const cards = (await post(t.app, '/api/getcard', { type: 1 }, token)).body.data as { id: number; bank_not: string }[];
      expect(cards).toHaveLength(5);
      expect(cards[0]?.bank_not).toBe('2200');
      expect((await post(t.app, '/api/getcard', { type: 1 }, other.token)).body.data).toEqual([]);
      expect((await post(t.app, '/api/delcard', { id: cards[0]?.id, pay_pass: PAY_PASSWORD }, other.token)).body.code).toBe(202);
      expect((await post(t.app, '/api/delcard', { id: cards[0]?.id, pay_pass: '12345' }, token)).body.message).toBe('请输入6位数字支付密码');
      expect((await post(t.app, '/api/delcard', { id: cards[0]?.id, pay_pass: PAY_PASSWORD }, token)).body).toMatchObject({ code: 200, message: '解绑成功' });
    });

    it('binds USDT and e-wallet addresses as types 2 and 4', async () => {
      const { token } = await member();
      expect((await post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: TRC20_ADDRESSES[0], bank_owner: 'TRC20', pay_pass: PAY_PASSWORD }, token)).body.code).toBe(200);
      expect((await post(t.app, '/api/bindcard', { bank: 'antoken', bank_no: TRC20_ADDRESSES[1], bank_owner: 'OKPAY', pay_pass: PAY_PASSWORD }, token)).body.code).toBe(200);
      expect((await post(t.app, '/api/getcard', { type: 2 }, token)).body.data).toMatchObject([{ bank: 'USDT', bank_owner: 'TRC20', bank_address: 'TRC20' }]);
      expect((await post(t.app, '/api/getcard', { type: 4 }, token)).body.data).toMatchObject([{ bank: 'antoken', bank_owner: 'OKPAY' }]);
    });

    it('locks the pay password after 5 wrong tries', async () => {
      const { token } = await member();
      for (let i = 0; i < 5; i += 1) await post(t.app, '/api/bindcard', { ...bankCard, pay_pass: '000000' }, token);
      expect((await post(t.app, '/api/bindcard', bankCard, token)).status).toBe(429);
    });
  });

  describe('withdraw', () => {
    async function fundedMemberWithCard(yuan: string) {
      const m = await member();
      const no = await deposit(m.token, { ...bankDeposit, amount: yuan });
      await reviewDeposit(t.db.database, no, true, 'test', Date.now());
      const bound = await post(t.app, '/api/bindcard', bankCard, m.token);
      return { ...m, cardId: (bound.body.data as { id: number }).id };
    }

    const bet = (memberIdValue: number, fen: number) => settledBet(t.db.database, memberIdValue, fen);

    it('applies the §5 rules, the turnover rule, and holds the funds until review', async () => {
      const m = await fundedMemberWithCard('1000');
      expect((await post(t.app, '/api/withdraw', { amount: '100', password: PAY_PASSWORD }, m.token)).body.message).toBe('请选择您要提现到的银行卡');
      expect((await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '99', password: PAY_PASSWORD }, m.token)).body.message).toBe('单笔取款不能低于100元');
      expect((await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '100' }, m.token)).body.message).toBe('请输入您的支付密码');
      const blocked = await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '100', password: PAY_PASSWORD }, m.token);
      expect(blocked.body).toMatchObject({ code: 214 });
      expect(blocked.body.message).toContain('还需1000.00元');
      expect((await post(t.app, '/api/getBetAmount', {}, m.token)).body.data).toMatchObject({ bet_amount: 1000, required: 1000, reached: 0 });

      await bet(m.id, 1000_00);
      expect((await post(t.app, '/api/getBetAmount', {}, m.token)).body.data).toMatchObject({ bet_amount: 0 });
      expect((await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '1000.01', password: PAY_PASSWORD }, m.token)).body).toMatchObject({ code: 208, message: '余额不足' });
      const ok = await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '300', password: PAY_PASSWORD }, m.token);
      expect(ok.body).toMatchObject({ code: 200, message: '提交成功，等待后台审核', data: { real_money: 300 } });
      expect((await memberBalances(t.db.database.db, m.id)).mainFen).toBe(700_00);

      const second = await post(t.app, '/api/withdraw', { bank: m.cardId, amount: '200', password: PAY_PASSWORD }, m.token);
      const firstId = (ok.body.data as { id: number }).id;
      const secondId = (second.body.data as { id: number }).id;
      await reviewWithdrawal(t.db.database, firstId, true, 'test', Date.now());
      await reviewWithdrawal(t.db.database, secondId, false, 'test', Date.now());
      await expect(reviewWithdrawal(t.db.database, secondId, true, 'test', Date.now())).rejects.toThrow('该订单已审核');
      expect((await memberBalances(t.db.database.db, m.id)).mainFen).toBe(700_00);
    });

    it('pays only to the member\'s own account', async () => {
      const m = await fundedMemberWithCard('500');
      const other = await fundedMemberWithCard('500');
      await bet(m.id, 500_00);
      const { body } = await post(t.app, '/api/withdraw', { bank: other.cardId, amount: '100', password: PAY_PASSWORD }, m.token);
      expect(body).toMatchObject({ code: 202, message: '账户不存在' });
    });

    it('converts USDT withdrawals at the rate and takes the protocol fee', async () => {
      const m = await fundedMemberWithCard('800');
      await bet(m.id, 800_00);
      const usdt = await post(t.app, '/api/bindcard', { bank: 'USDT', bank_no: TRC20_ADDRESSES[0], bank_owner: 'TRC20', pay_pass: PAY_PASSWORD }, m.token);
      const { body } = await post(t.app, '/api/withdraw', { bank: (usdt.body.data as { id: number }).id, amount: '730', password: PAY_PASSWORD }, m.token);
      // 730 / 7.3 = 100 USDT, less the 1 USDT TRC20 fee.
      expect(body.data).toMatchObject({ real_money: 99 });
    });

    it('never overdraws under 100 simultaneous withdrawals and transfers on one wallet', async () => {
      const m = await fundedMemberWithCard('3000');
      await bet(m.id, 3000_00);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          i % 2 === 0
            ? post(t.app, '/api/withdraw', { bank: m.cardId, amount: '100', password: PAY_PASSWORD }, m.token)
            : post(t.app, '/api/transfer', { amount: '100', sourcetype: 'userbalance', targettype: 'ag' }, m.token),
        ),
      );
      // 3000 covers exactly 30 operations of 100, whichever they are; every other one is refused for the
      // balance (a right pay password never spends its budget, however many are checked at once).
      expect(answers.filter((a) => a.body.code === 200)).toHaveLength(30);
      expect(answers.filter((a) => a.body.code !== 200).every((a) => a.body.code === 208)).toBe(true);
      const balances = await memberBalances(t.db.database.db, m.id);
      expect(balances.mainFen).toBe(0);
      const held = await t.db.database.db.selectFrom('withdrawal').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', m.id).executeTakeFirstOrThrow();
      expect(held.n * 100_00 + (balances.byPlatform.get('ag') ?? 0)).toBe(3000_00);
      expect(await checkLedger(t.db.database.db)).toEqual([]);
    });
  });
});
