import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../src/modules/operators/admins';
import { testSecrets, totpCode } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registration, uniqueName } from './support/members';

/**
 * Issue #41 item 12: a stranger behind the victim's address (a carrier NAT, a shared office) who sends 5 wrong
 * passwords spends that name's budget at that address; the member or operator signing in from a device that
 * signed in to the account before (its X-Device-Id) has a budget of its own (OWASP's device cookies), so they
 * are not locked out, while guessing stays as slow: without a known device (none, a made-up one, one known for
 * another account) the address's budget holds, and a known device's own budget is 5 wrong per 15 minutes too.
 */

const WRONG_LOGIN = '203 账号或密码错误';
const WRONG_ADMIN_LOGIN = '203 账号、密码或动态验证码错误';
const LIMITED = '429 登录尝试过于频繁，请稍后再试';

// The middle of a 15-minute window: no budget starts again while the file runs.
const NOW = Date.UTC(2026, 2, 11, 4, 7, 30);

let addresses = 0;
/** A client address no other test uses. */
function freshIp(): string {
  addresses += 1;
  return `10.${String(200 + Math.floor(addresses / 62500))}.${String(Math.floor(addresses / 250) % 250)}.${String((addresses % 250) + 1)}`;
}

const times = <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** "code message", or just "200" for a success. */
const kind = (body: { code: number; message: unknown }) => (body.code === 200 ? '200' : `${String(body.code)} ${String(body.message)}`);
function tally(bodies: { code: number; message: unknown }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const body of bodies) counts[kind(body)] = (counts[kind(body)] ?? 0) + 1;
  return counts;
}

describe.each(dialects)('a known device keeps its own login budget on %s (issue #41 item 12)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => NOW);
  });
  afterAll(async () => {
    await t.close();
  });

  async function call(path: string, body: Record<string, string>, ip: string, device?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...(device === undefined ? {} : { 'x-device-id': device }) },
      payload: JSON.stringify(body),
    });
    const answer = response.json<{ code: number; message: unknown; data: unknown }>();
    if (answer.code === 429) expect(response.statusCode).toBe(429);
    return answer;
  }
  const login = (name: string, password: string, ip: string, device?: string) => call('/api/login_pc', { name, password, code: 'abcd' }, ip, device);
  const adminLogin = (name: string, password: string, code: string, ip: string, device?: string) => call('/admin/api/login', { name, password, code }, ip, device);

  describe('members', () => {
    /** A member registered from its own address and device, who then logged in from a shared address with it. */
    async function member(shared: string) {
      const name = uniqueName('dvb');
      const device = randomUUID();
      expect(kind(await call('/api/register', registration(name), freshIp(), device))).toBe('200');
      expect(kind(await login(name, PASSWORD, shared, device))).toBe('200');
      return { name, device };
    }

    it('a stranger behind the member’s address spends its 5 tries; the member’s device still logs in with the right password', async () => {
      const shared = freshIp();
      const m = await member(shared);
      const stranger = await times(20, () => login(m.name, 'wrong1234', shared));
      expect(tally(stranger)).toEqual({ [WRONG_LOGIN]: 5, [LIMITED]: 15 });

      expect(kind(await login(m.name, PASSWORD, shared, m.device))).toBe('200');
      // Upper-case is the same device (the server reads it lower-cased, as it records it).
      expect(kind(await login(m.name, PASSWORD, shared, m.device.toUpperCase()))).toBe('200');
      // The stranger's budget is still spent: the right password from no device, or from a device never seen, is refused.
      expect(kind(await login(m.name, PASSWORD, shared))).toBe(LIMITED);
      expect(kind(await login(m.name, PASSWORD, shared, randomUUID()))).toBe(LIMITED);
    });

    it('a device known for another account is no device of this one: the stranger’s own device gets no budget on the victim', async () => {
      const shared = freshIp();
      const victim = await member(shared);
      const stranger = await member(shared);
      expect(tally(await times(10, () => login(victim.name, 'wrong1234', shared, stranger.device)))).toEqual({ [WRONG_LOGIN]: 5, [LIMITED]: 5 });
      expect(tally(await times(10, () => login(victim.name, 'wrong1234', shared, randomUUID())))).toEqual({ [LIMITED]: 10 });
      expect(kind(await login(victim.name, PASSWORD, shared, victim.device))).toBe('200');
    });

    it('guessing from the known device stays slow: 5 wrong of 30 sent together are checked; the device’s own right login then waits too', async () => {
      const shared = freshIp();
      const m = await member(shared);
      expect(tally(await times(30, () => login(m.name, 'wrong1234', shared, m.device)))).toEqual({ [WRONG_LOGIN]: 5, [LIMITED]: 25 });
      expect(kind(await login(m.name, PASSWORD, shared, m.device))).toBe(LIMITED);
      // Its budget is its own: the address's is untouched, so another device of the member (or none) still logs in there.
      expect(kind(await login(m.name, PASSWORD, shared))).toBe('200');
    });

    it('a member’s own typos on the device never add up: four wrong then the right one, three times', async () => {
      const shared = freshIp();
      const m = await member(shared);
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 4; i += 1) expect(kind(await login(m.name, 'wrong1234', shared, m.device))).toBe(WRONG_LOGIN);
        expect(kind(await login(m.name, PASSWORD, shared, m.device))).toBe('200');
      }
    });
  });

  describe('operators', () => {
    let admins = 0;
    /** An operator who signed in at the office from the console on one device. */
    async function operator(office: string) {
      admins += 1;
      const name = `dvbops${String(admins)}`;
      const { password, secret } = await createAdmin(t.db.database.db, testSecrets, name, 'finance', NOW);
      const device = randomUUID();
      expect(kind(await adminLogin(name, password, totpCode(secret, NOW, -1), office, device))).toBe('200');
      return { name, password, device, code: (steps: 0 | 1) => totpCode(secret, NOW, steps) };
    }

    it('a stranger in the office spends the address’s 5 tries; the operator’s console device still signs in', async () => {
      const office = freshIp();
      const op = await operator(office);
      const stranger = await times(20, () => adminLogin(op.name, 'wrong-password', '000000', office));
      expect(tally(stranger)).toEqual({ [WRONG_ADMIN_LOGIN]: 5, [LIMITED]: 15 });
      expect(kind(await adminLogin(op.name, op.password, op.code(0), office, randomUUID()))).toBe(LIMITED);
      expect(kind(await adminLogin(op.name, op.password, op.code(0), office))).toBe(LIMITED);

      expect(kind(await adminLogin(op.name, op.password, op.code(0), office, op.device))).toBe('200');
      // Only the device's digest is kept.
      const kept = await t.db.database.db.selectFrom('admin_login_device').innerJoin('admin_user', 'admin_user.id', 'admin_login_device.admin_id').select('device_digest').where('admin_user.name', '=', op.name).execute();
      expect(kept).toHaveLength(1);
      expect(kept[0]?.device_digest).not.toContain(op.device);
    });

    it('codes guessed from the known device stay limited to 5 per 15 minutes', async () => {
      const office = freshIp();
      const op = await operator(office);
      const guesses = await times(20, (i) => adminLogin(op.name, op.password, String(300_000 + i), office, op.device));
      expect(tally(guesses)).toEqual({ [WRONG_ADMIN_LOGIN]: 5, [LIMITED]: 15 });
      expect(kind(await adminLogin(op.name, op.password, op.code(1), office, op.device))).toBe(LIMITED);
    });
  });
});
