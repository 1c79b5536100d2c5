import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, registration, uniqueName } from './support/members';

interface Link {
  username: string;
  kind: string;
  value: string;
}

describe.each(dialects)('members linked by the device they registered or logged in from on %s', (dialect) => {
  let t: TestApp;
  let finance: TestOperator;
  let address = 0;

  /** Each call from its own address, so that only the device can link them. */
  const send = async (path: string, body: unknown, deviceId?: string) => {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `10.88.${String(Math.floor(address / 250))}.${String(address % 250)}`,
      headers: { 'content-type': 'application/json', ...(deviceId === undefined ? {} : { 'x-device-id': deviceId }) },
      payload: JSON.stringify(body),
    });
    const answer = response.json<{ code: number }>();
    expect(answer.code, JSON.stringify(answer)).toBe(200);
  };
  const register = async (deviceId?: string) => {
    const name = uniqueName();
    await send('/api/register', registration(name), deviceId);
    return name;
  };
  const linksOf = async (username: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/admin/api/members/detail', query: { username }, headers: { authorization: `Bearer ${finance.token}` } });
    return response.json<{ data: { links: Link[] } }>().data.links.filter((link) => link.kind === 'device');
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    finance = await signedInOperator(t.app, t.db.database.db, 'device-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  it('links a member who registered on a device with one who later logged in on it, each way', async () => {
    const device = randomUUID();
    const first = await register(device);
    const second = await register();
    expect(await linksOf(first)).toEqual([]);
    await send('/api/login_pc', { name: second, password: PASSWORD, code: 'x1y2' }, device.toUpperCase());
    expect(await linksOf(first)).toEqual([{ username: second, kind: 'device', value: device }]);
    expect(await linksOf(second)).toEqual([{ username: first, kind: 'device', value: device }]);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/api/members', query: { q: first }, headers: { authorization: `Bearer ${finance.token}` } });
    expect(listed.json<{ data: { data: { linked: number }[] } }>().data.data[0]?.linked).toBe(1);
  });

  it('ignores a device id that is not a UUID', async () => {
    const first = await register('not-a-device-id');
    const second = await register('not-a-device-id');
    expect(await linksOf(first)).toEqual([]);
    expect(await linksOf(second)).toEqual([]);
    const rows = await t.db.database.db.selectFrom('member_login').innerJoin('member', 'member.id', 'member_login.member_id').select('member_login.device_id').where('member.username', 'in', [first, second]).execute();
    expect(rows.map((row) => row.device_id)).toEqual([null, null]);
  });
});
