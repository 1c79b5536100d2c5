import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/modules/operators/admins';
import { verifySecret } from '../src/platform/security/passwords';
import { testSecrets, totpCode } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, PAY_PASSWORD, registration, uniqueName } from './support/members';
import { fundMember } from './support/money';

/**
 * Security issue #15, items 1–3: every attempt limit holds under requests sent together (each attempt is
 * counted before its password is checked), the pay password has one budget across withdraw, delcard,
 * bindcard and editPayPassword, editPassword limits the old password, and a stranger cannot lock a member
 * or an operator out of the address they last logged in from. The batches go out in parallel, and each
 * test counts the answers: a limit read before and counted after lets every request of a batch be checked.
 */

type Answer = Awaited<ReturnType<typeof post>>;

const WRONG_LOGIN = '203 账号或密码错误';
const WRONG_ADMIN_LOGIN = '203 账号、密码或动态验证码错误';
const LOGIN_LIMITED = '429 登录尝试过于频繁，请稍后再试';
const REGISTERED = '200';
const REGISTER_LIMITED = '429 请求过于频繁，请稍后再试';
const WRONG_PAY = '520 支付密码错误';
const PAY_LIMITED = '429 支付密码错误次数过多，请15分钟后再试';
const WRONG_OLD_PASSWORD = '205 旧密码错误';
const PASSWORD_LIMITED = '429 密码错误次数过多，请15分钟后再试';

/** How many answers of each kind: "code message", or just the code for a success. */
function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { body } of answers) {
    const kind = body.code === 200 ? '200' : `${String(body.code)} ${String(body.message)}`;
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

/** Every limited answer is HTTP 429 too, not only in the envelope. */
function expectHttp429(answers: Answer[]): void {
  for (const answer of answers.filter((a) => a.body.code === 429)) expect(answer.status).toBe(429);
}

const times = <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

let addresses = 0;
/** A client address no other test uses, so no two tests share a budget. */
function freshIp(): string {
  addresses += 1;
  return `10.${String(150 + Math.floor(addresses / 62500))}.${String(Math.floor(addresses / 250) % 250)}.${String((addresses % 250) + 1)}`;
}

// The middle of a 15-minute window: no budget starts again while the file runs.
const NOW = Date.UTC(2026, 2, 10, 9, 7, 30);

describe.each(dialects)('attempt limits on %s (issue #15 items 1–3)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => NOW);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.db.database.db;

  /** A new member, registered from its own address (the address it last logged in from). */
  async function member(ip = freshIp()) {
    const name = uniqueName('atl');
    const { body } = await post(t.app, '/api/register', registration(name), undefined, ip);
    expect(body.code, JSON.stringify(body)).toBe(200);
    const row = await db().selectFrom('member').select('id').where('username', '=', name).executeTakeFirstOrThrow();
    return { name, ip, id: row.id, token: (body.data as { api_token: string }).api_token };
  }

  const login = (name: string, password: string, ip: string) => post(t.app, '/api/login_pc', { name, password, code: 'abcd' }, undefined, ip);
  const adminLogin = (name: string, password: string, ip: string, code = '000000') => post(t.app, '/admin/api/login', { name, password, code }, undefined, ip);

  const sessionsOf = async (memberId: number) =>
    Number((await db().selectFrom('session').select((eb) => eb.fn.countAll<number | string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()).n);
  const membersCount = async () => Number((await db().selectFrom('member').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const hashesOf = (memberId: number) => db().selectFrom('member').select(['password_hash', 'pay_password_hash']).where('id', '=', memberId).executeTakeFirstOrThrow();

  describe('login (item 1)', () => {
    it('checks 5 of 50 parallel wrong logins for one name from one address, then refuses the right password among parallel wrong ones', async () => {
      const m = await member();
      const attacker = freshIp();
      const first = await times(50, () => login(m.name, 'wrong1234', attacker));
      expect(tally(first)).toEqual({ [WRONG_LOGIN]: 5, [LOGIN_LIMITED]: 45 });
      expectHttp429(first);

      // The budget is spent: the right password at position 38 of 50 sent together does not get through.
      const second = await times(50, (i) => login(m.name, i === 37 ? PASSWORD : 'wrong1234', attacker));
      expect(tally(second)).toEqual({ [LOGIN_LIMITED]: 50 });
      expect(await sessionsOf(m.id)).toBe(1);
    });

    it('checks 5 of 300 parallel wrong logins for one name from the address it last logged in from', async () => {
      const m = await member();
      const answers = await times(300, () => login(m.name, 'wrong1234', m.ip));
      expect(tally(answers)).toEqual({ [WRONG_LOGIN]: 5, [LOGIN_LIMITED]: 295 });
      expect(tally([await login(m.name, PASSWORD, m.ip)])).toEqual({ [LOGIN_LIMITED]: 1 });
      expect(await sessionsOf(m.id)).toBe(1);
    });
  });

  describe('registration (item 1)', () => {
    it('creates exactly 20 accounts of 60 parallel registrations from one address', async () => {
      const ip = freshIp();
      const before = await membersCount();
      const answers = await times(60, () => post(t.app, '/api/register', registration(uniqueName('par')), undefined, ip));
      expect(tally(answers)).toEqual({ [REGISTERED]: 20, [REGISTER_LIMITED]: 40 });
      expectHttp429(answers);
      expect((await membersCount()) - before).toBe(20);
      // Another address is not limited by this one.
      expect((await post(t.app, '/api/register', registration(uniqueName('par')), undefined, freshIp())).body.code).toBe(200);
    });
  });

  describe('the pay password (items 1 and 2)', () => {
    const bankCard = (no: number) => ({ bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: `62220202001${String(no).padStart(5, '0')}`, pay_pass: PAY_PASSWORD });

    async function memberWithCard() {
      const m = await member();
      const bound = await post(t.app, '/api/bindcard', bankCard(1), m.token);
      expect(bound.body.code, JSON.stringify(bound.body)).toBe(200);
      return { ...m, cardId: (bound.body.data as { id: number }).id };
    }

    const withdraw = (m: { token: string; cardId: number }, password: string) => post(t.app, '/api/withdraw', { bank: m.cardId, amount: '100', password }, m.token);
    const delcard = (m: { token: string; cardId: number }, password: string) => post(t.app, '/api/delcard', { id: m.cardId, pay_pass: password }, m.token);
    const bindcard = (m: { token: string }, password: string, no = 2) => post(t.app, '/api/bindcard', { ...bankCard(no), pay_pass: password }, m.token);
    const editPayPassword = (m: { token: string }, old: string, next = '246810') =>
      post(t.app, '/api/editPayPassword', { password: old, paypassword: next, newpasword: next }, m.token);

    /** The budget is spent for every call that takes the pay password, the right one included, and nothing changed. */
    async function expectPayPasswordLocked(m: { id: number; token: string; cardId: number }) {
      const refused = [await editPayPassword(m, PAY_PASSWORD), await bindcard(m, PAY_PASSWORD, 3), await delcard(m, PAY_PASSWORD), await withdraw(m, PAY_PASSWORD)];
      expect(tally(refused)).toEqual({ [PAY_LIMITED]: 4 });
      expectHttp429(refused);
      const { pay_password_hash } = await hashesOf(m.id);
      expect(await verifySecret(PAY_PASSWORD, pay_password_hash)).toBe(true);
      const cards = await db().selectFrom('bound_card').select('id').where('member_id', '=', m.id).execute();
      expect(cards.map((c) => c.id)).toEqual([m.cardId]);
      expect(await db().selectFrom('withdrawal').select('id').where('member_id', '=', m.id).execute()).toEqual([]);
    }

    it('never spends the budget on a right pay password: 60 parallel withdrawals of 100 from 2,000 pay 20, the rest are refused for the balance (issue #28)', async () => {
      const m = await memberWithCard();
      await fundMember(t.db.database, m.id, 2000_00);
      const answers = await times(60, () => withdraw(m, PAY_PASSWORD));
      expect(tally(answers)).toEqual({ '200': 20, '208 余额不足': 40 });
      // The budget is whole: five wrong tries are still five, and a right one after them passes.
      expect(tally(await times(4, () => editPayPassword(m, '000000')))).toEqual({ [WRONG_PAY]: 4 });
      expect((await editPayPassword(m, PAY_PASSWORD)).body.code).toBe(200);
    });

    it('checks 5 of 50 parallel wrong pay passwords on withdraw; the spent budget then refuses the right one on editPayPassword, bindcard and delcard', async () => {
      const m = await memberWithCard();
      const answers = await times(50, () => withdraw(m, '000000'));
      expect(tally(answers)).toEqual({ [WRONG_PAY]: 5, [PAY_LIMITED]: 45 });
      expectHttp429(answers);
      await expectPayPasswordLocked(m);
    });

    it('checks 5 of 50 parallel wrong pay passwords on delcard, and the card stays', async () => {
      const m = await memberWithCard();
      const answers = await times(50, () => delcard(m, '000000'));
      expect(tally(answers)).toEqual({ [WRONG_PAY]: 5, [PAY_LIMITED]: 45 });
      await expectPayPasswordLocked(m);
    });

    it('checks 5 of 60 parallel wrong pay passwords spread over withdraw, delcard, bindcard and editPayPassword: one budget', async () => {
      const m = await memberWithCard();
      const wrongTry = (i: number) => {
        switch (i % 4) {
          case 0:
            return withdraw(m, '000000');
          case 1:
            return delcard(m, '000000');
          case 2:
            return bindcard(m, '000000');
          default:
            return editPayPassword(m, '000000');
        }
      };
      const answers = await times(60, wrongTry);
      expect(tally(answers)).toEqual({ [WRONG_PAY]: 5, [PAY_LIMITED]: 55 });
      await expectPayPasswordLocked(m);
    });

    it('checks 5 of 300 parallel editPayPassword guesses of the old pay password, then refuses the right one', async () => {
      const m = await memberWithCard();
      // 000000, 000001, …: none of them the right one.
      const answers = await times(300, (i) => editPayPassword(m, String(i).padStart(6, '0')));
      expect(tally(answers)).toEqual({ [WRONG_PAY]: 5, [PAY_LIMITED]: 295 });
      expectHttp429(answers);
      await expectPayPasswordLocked(m);
    });

    it('gives a right pay password its try back: only wrong ones use up the budget', async () => {
      const m = await memberWithCard();
      for (let i = 0; i < 4; i += 1) expect(tally([await withdraw(m, '000000')])).toEqual({ [WRONG_PAY]: 1 });
      for (const no of [2, 3, 4]) expect((await bindcard(m, PAY_PASSWORD, no)).body.code).toBe(200);
      expect(tally([await delcard(m, '000000')])).toEqual({ [WRONG_PAY]: 1 });
      expect(tally([await delcard(m, '000000')])).toEqual({ [PAY_LIMITED]: 1 });
    });
  });

  describe('editPassword (item 2)', () => {
    it('checks 5 of 50 parallel wrong old passwords, then refuses the right one and keeps the password and the session', async () => {
      const m = await member();
      const change = (old: string) => post(t.app, '/api/editPassword', { password: old, paypassword: 'newpass123', newpasword: 'newpass123' }, m.token);
      const answers = await times(50, (i) => change(`guess${String(i).padStart(4, '0')}`));
      expect(tally(answers)).toEqual({ [WRONG_OLD_PASSWORD]: 5, [PASSWORD_LIMITED]: 45 });
      expectHttp429(answers);

      const right = await change(PASSWORD);
      expect(tally([right])).toEqual({ [PASSWORD_LIMITED]: 1 });
      expect(right.status).toBe(429);
      expect(await verifySecret(PASSWORD, (await hashesOf(m.id)).password_hash)).toBe(true);
      expect((await post(t.app, '/api/user', {}, m.token)).status).toBe(200);
      expect((await login(m.name, PASSWORD, m.ip)).body.code).toBe(200);
    });
  });

  describe('admin login (items 1 and 3)', () => {
    let admins = 0;
    async function operator() {
      admins += 1;
      const name = `atlops${String(admins)}`;
      const { password, secret } = await createAdmin(db(), testSecrets, name, 'finance', NOW);
      // The server takes the codes of the step before, this one and the next (clock drift), each once.
      return { name, password, code: (steps: -1 | 0 | 1) => totpCode(secret, NOW, steps) };
    }

    it('checks 5 of 40 parallel wrong passwords from one address', async () => {
      const op = await operator();
      const attacker = freshIp();
      const answers = await times(40, () => adminLogin(op.name, 'wrong-password', attacker, op.code(0)));
      expect(tally(answers)).toEqual({ [WRONG_ADMIN_LOGIN]: 5, [LOGIN_LIMITED]: 35 });
      expectHttp429(answers);
      expect(tally([await adminLogin(op.name, op.password, attacker, op.code(0))])).toEqual({ [LOGIN_LIMITED]: 1 });
    });

    it('counts a right password with wrong codes as guesses, and answers them as a wrong password', async () => {
      const op = await operator();
      const attacker = freshIp();
      const answers = await times(20, (i) => adminLogin(op.name, op.password, attacker, String(100_000 + i)));
      expect(tally(answers)).toEqual({ [WRONG_ADMIN_LOGIN]: 5, [LOGIN_LIMITED]: 15 });
      expect(tally([await adminLogin(op.name, op.password, attacker, op.code(0))])).toEqual({ [LOGIN_LIMITED]: 1 });
    });

    it('accepts a code once: the same code sent 10 times together opens one session', async () => {
      const op = await operator();
      const office = freshIp();
      const answers = await times(10, () => adminLogin(op.name, op.password, office, op.code(0)));
      expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
      expect(Object.keys(tally(answers)).sort()).toEqual(['200', LOGIN_LIMITED, WRONG_ADMIN_LOGIN].sort());
      // An earlier step's code is refused once a later one was used; the next step's still works.
      expect(tally([await adminLogin(op.name, op.password, freshIp(), op.code(-1))])).toEqual({ [WRONG_ADMIN_LOGIN]: 1 });
      expect(tally([await adminLogin(op.name, op.password, freshIp(), op.code(1))])).toEqual({ '200': 1 });
    });

    it('lets the operator in from the address they last logged in from after strangers spend the name and the address budget', async () => {
      const op = await operator();
      const office = freshIp();
      expect((await adminLogin(op.name, op.password, office, op.code(-1))).body.code).toBe(200);

      // Strangers elsewhere try the operator's name; behind the office's address, someone tries many names.
      const strangers = await times(25, () => adminLogin(op.name, 'wrong-password', freshIp(), op.code(0)));
      const neighbours = await times(52, (i) => adminLogin(`nobody${String(i)}`, 'wrong-password', office));
      const answer = await adminLogin(op.name, op.password, office, op.code(0));
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body.data as { token: string }).token).toMatch(/\S{20,}/);

      // A wrong password spends no budget of the name (issue #28: operators' passwords are generated).
      expect(tally(strangers)).toEqual({ [WRONG_ADMIN_LOGIN]: 25 });
      expect(tally(neighbours)).toEqual({ [WRONG_ADMIN_LOGIN]: 50, [LOGIN_LIMITED]: 2 });
    });

    it('lets an operator who never signed in do so after strangers tried their name from 30 addresses (issue #28)', async () => {
      const op = await operator();
      const strangers = await times(30, () => adminLogin(op.name, 'wrong-password', freshIp(), op.code(0)));
      expect(tally(strangers)).toEqual({ [WRONG_ADMIN_LOGIN]: 30 });
      expect(tally([await adminLogin(op.name, op.password, '127.0.0.1', op.code(0))])).toEqual({ '200': 1 });
    });

    it('limits the codes tried with the right password to 20 per name from every address', async () => {
      const op = await operator();
      const guesses = await times(25, (i) => adminLogin(op.name, op.password, freshIp(), String(200_000 + i)));
      expect(tally(guesses)).toEqual({ [WRONG_ADMIN_LOGIN]: 20, [LOGIN_LIMITED]: 5 });
      expect(tally([await adminLogin(op.name, op.password, freshIp(), op.code(0))])).toEqual({ [LOGIN_LIMITED]: 1 });
    });
  });

  describe('no lock-out by a stranger (item 3)', () => {
    it('a stranger spending a name’s budget from 30 addresses in parallel (20 checked) does not stop the member at the address they last logged in from', async () => {
      const m = await member();
      const strangers = await times(30, () => login(m.name, 'wrong1234', freshIp()));
      const own = await login(m.name, PASSWORD, m.ip);
      expect(own.body.code, JSON.stringify(own.body)).toBe(200);
      // The name's budget is spent, in parallel as in sequence, for every address but the member's own.
      expect(tally(strangers)).toEqual({ [WRONG_LOGIN]: 20, [LOGIN_LIMITED]: 10 });
      expect(tally([await login(m.name, 'wrong1234', freshIp())])).toEqual({ [LOGIN_LIMITED]: 1 });
    });

    it('60 parallel wrong logins for many names from a carrier address (50 checked) do not stop a member who last logged in from it', async () => {
      const carrier = freshIp();
      const regular = await member();
      expect((await login(regular.name, PASSWORD, carrier)).body.code).toBe(200);
      const visitor = await member();

      const answers = await times(60, () => login(uniqueName('cgn'), 'wrong1234', carrier));
      const regularAgain = await login(regular.name, PASSWORD, carrier);
      expect(regularAgain.body.code, JSON.stringify(regularAgain.body)).toBe(200);

      expect(tally(answers)).toEqual({ [WRONG_LOGIN]: 50, [LOGIN_LIMITED]: 10 });
      // The address's budget still holds for a name that did not last log in from it, which can log in from its own.
      expect(tally([await login(visitor.name, PASSWORD, carrier)])).toEqual({ [LOGIN_LIMITED]: 1 });
      expect((await login(visitor.name, PASSWORD, visitor.ip)).body.code).toBe(200);
    });

    it('a right login gives its attempt back: a member’s own typos never add up to a lock-out', async () => {
      const m = await member();
      // A new address each time, as a phone gets: the name's budget of 20 would be spent by the 21st login.
      for (let i = 0; i < 22; i += 1) {
        const answer = await login(m.name, PASSWORD, freshIp());
        expect(answer.body.code, `login ${String(i + 1)}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      // Four typos before each right password, 12 in all from one address: 5 would lock it if they added up.
      const home = freshIp();
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 4; i += 1) expect(tally([await login(m.name, 'wrong1234', home)])).toEqual({ [WRONG_LOGIN]: 1 });
        const answer = await login(m.name, PASSWORD, home);
        expect(answer.body.code, `round ${String(round + 1)}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
    });
  });
});
