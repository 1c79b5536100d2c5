import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { MSG } from '@casino/contract/messages';
import { beijingDay, formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConnections } from '../src/integrations/platforms/connections';
import { pruneCallbackLog } from '../src/integrations/platforms/callback-log-prune';
import { admin } from './support/admin-cli';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { gameSession, hub88Call, rsaKeyPair, testSecrets } from './support/hub88';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PLATFORM = 'pg';

interface ConnectionItem {
  code: string;
  protocol: string;
  api_url: string | null;
  operator_id: number | null;
  allowed_ips: string[];
  connected_by: string | null;
  connected_at: string | null;
  keys: { name: string; fingerprint: string }[];
  keys_open: boolean;
  bet_pull: { last_pulled_at: string | null; taken_until: string | null; last_error: string | null } | null;
}
interface CallbackItem {
  platform: string | null;
  endpoint: string;
  member: string | null;
  transaction_id: string | null;
  reference_id: string | null;
  round: string | null;
  status: string;
  signature_valid: boolean;
  latency_ms: number;
  request: string;
  answer: string;
}

const fingerprintOf = (pem: string) => `SHA256:${createHash('sha256').update(createPublicKey(pem).export({ type: 'spki', format: 'der' })).digest('base64').replace(/=+$/, '')}`;

/** Issue #31: platforms connected from the console, the callback log searched for a dispute, and its 90 days. */
describe.each(dialects)('platform connections and the callback log from the console on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let content: TestOperator;
  let support: TestOperator;
  // The real clock: the CLI run below ends sessions idle by the real clock.
  const now = Date.now();
  const hub88 = rsaKeyPair();
  const ours = rsaKeyPair();

  beforeAll(async () => {
    t = await startTestApp(dialect, {}, () => now);
    owner = await signedInOperator(t.app, t.db.database.db, 'platform-owner', 'owner', now);
    content = await signedInOperator(t.app, t.db.database.db, 'platform-content', 'content', now);
    support = await signedInOperator(t.app, t.db.database.db, 'platform-support', 'support', now);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, operator: TestOperator) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } });
    return { status: response.statusCode, body: response.json<{ code: number; message: string; data: unknown }>(), text: response.body };
  };
  const connections = async () => (await get('/admin/api/platforms/connections', owner)).body.data as ConnectionItem[];
  const connectionOf = async (code: string) => (await connections()).find((c) => c.code === code);
  const connect = (change: Record<string, string> = {}, operator = owner) =>
    post(
      t.app,
      '/admin/api/platforms/connect',
      { code: PLATFORM, protocol: 'hub88', api_url: 'https://api.server1.ih.testenv.io', operator_id: '42', hub88_public_key: hub88.publicPem, private_key: ours.privatePem, ...change },
      operator.token,
    );
  const audits = () => t.db.database.db.selectFrom('audit_log').select(['action', 'admin_name', 'before_json', 'after_json']).where('target', '=', `platform:${PLATFORM}`).orderBy('id').execute();
  const callbacks = async (query: string, operator = support) => (await get(`/admin/api/platforms/callbacks?${query}`, operator)).body.data as Page<CallbackItem>;

  it('refuses every role but the owner, and a bad key or setting with its message and nothing stored', async () => {
    for (const operator of [content, support]) {
      expect((await connect({}, operator)).status).toBe(403);
      expect((await get('/admin/api/platforms/connections', operator)).status).toBe(403);
      expect((await post(t.app, '/admin/api/platforms/disconnect', { code: PLATFORM }, operator.token)).status).toBe(403);
    }
    const refusals: [Record<string, string>, string][] = [
      [{ api_url: 'ftp://example.com' }, ADMIN_MSG.adminPlatformApiUrl],
      [{ operator_id: '0' }, ADMIN_MSG.adminPlatformOperatorId],
      [{ hub88_public_key: '' }, ADMIN_MSG.adminPlatformKeysRequired],
      [{ hub88_public_key: 'hello' }, ADMIN_MSG.adminPlatformHub88Key],
      // PEM headers around garbage pass the form's shape and are refused by the CLI's own parse.
      [{ hub88_public_key: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n' }, ADMIN_MSG.adminPlatformHub88Key],
      [{ hub88_public_key: ours.privatePem }, ADMIN_MSG.adminPlatformHub88KeyPrivate],
      [{ private_key: hub88.publicPem }, ADMIN_MSG.adminPlatformPrivateKey],
      [{ private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n' }, ADMIN_MSG.adminPlatformPrivateKey],
      [{ code: 'nope' }, ADMIN_MSG.adminPlatformUnknown],
      [{ allowed_ips: '203.0.113.0/24, 203.0.113.300' }, ADMIN_MSG.adminPlatformAllowedIps],
      [{ allowed_ips: '203.0.113.0/33' }, ADMIN_MSG.adminPlatformAllowedIps],
    ];
    for (const [change, message] of refusals) {
      const { body } = await connect(change);
      expect(body.message, JSON.stringify(change)).toBe(message);
      expect(body.code).not.toBe(200);
    }
    expect(await t.db.database.db.selectFrom('platform_connection').selectAll().execute()).toEqual([]);
    expect(await audits()).toEqual([]);
    expect(await connectionOf(PLATFORM)).toMatchObject({ protocol: 'demo', api_url: null, keys: [] });
  });

  it('connects a platform: sealed keys that open to the ones given, fingerprints answered and never a key, audited without the keys', async () => {
    const answer = await connect();
    expect(answer.body).toMatchObject({ code: 200, message: MSG.operationOk, data: { code: PLATFORM, protocol: 'hub88', api_url: 'https://api.server1.ih.testenv.io', operator_id: 42, connected_by: 'admin:platform-owner', keys_open: true } });
    const listed = await connectionOf(PLATFORM);
    expect(listed?.keys).toEqual([
      { name: 'hub88_public_key', fingerprint: fingerprintOf(hub88.publicPem) },
      { name: 'private_key', fingerprint: fingerprintOf(ours.privatePem) },
    ]);
    expect(listed?.connected_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const listText = (await get('/admin/api/platforms/connections', owner)).text;
    for (const text of [JSON.stringify(answer.body), listText]) {
      expect(text).not.toContain('PRIVATE KEY');
      expect(text).not.toContain('PUBLIC KEY');
    }
    const row = await t.db.database.db.selectFrom('platform_connection').selectAll().where('platform', '=', PLATFORM).executeTakeFirstOrThrow();
    expect(row.sealed_secrets).not.toContain('PRIVATE KEY');
    expect(row.sealed_secrets).not.toContain(hub88.publicPem.split('\n')[1]);
    const [opened] = await readConnections(t.db.database.db, testSecrets());
    expect(opened?.hub88PublicKey.export({ type: 'spki', format: 'pem' })).toBe(hub88.publicPem);
    const log = await audits();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'adminConnectPlatform', admin_name: 'platform-owner', before_json: null });
    expect(JSON.parse(log[0]?.after_json ?? '{}')).toEqual({ protocol: 'hub88', api_url: 'https://api.server1.ih.testenv.io', operator_id: 42 });
  });

  it("connects a platform with Hub88's transfer wallet only with our sub_partner_id, and shows it", async () => {
    const transfer = { code: 'ag', protocol: 'hub88-transfer' };
    expect((await connect(transfer)).body).toMatchObject({ message: ADMIN_MSG.adminPlatformSubPartnerId });
    expect((await connect({ ...transfer, sub_partner_id: 'bad id!' })).body).toMatchObject({ message: ADMIN_MSG.adminPlatformSubPartnerId });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'demo' });
    expect((await connect({ ...transfer, sub_partner_id: 'site-7' })).body).toMatchObject({ code: 200, data: { code: 'ag', protocol: 'hub88-transfer', sub_partner_id: 'site-7' } });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'hub88-transfer', sub_partner_id: 'site-7', keys_open: true });
    expect((await post(t.app, '/admin/api/platforms/disconnect', { code: 'ag' }, owner.token)).body).toMatchObject({ code: 200 });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'demo', sub_partner_id: null });
  });

  it("connects with the addresses Hub88 calls from (issue #41), shows them, and the wallet reads them; none: any address", async () => {
    const seamless = { code: 'ag', protocol: 'hub88' };
    expect((await connect({ ...seamless, allowed_ips: ' 203.0.113.0/24,  2001:db8::1 ' })).body).toMatchObject({ code: 200, data: { code: 'ag', allowed_ips: ['203.0.113.0/24', '2001:db8::1'] } });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'hub88', allowed_ips: ['203.0.113.0/24', '2001:db8::1'] });
    const opened = (await readConnections(t.db.database.db, testSecrets())).find((c) => c.platform === 'ag');
    expect(opened?.allowedIps).toEqual(['203.0.113.0/24', '2001:db8::1']);
    expect((await connect(seamless)).body).toMatchObject({ code: 200, data: { allowed_ips: [] } });
    expect((await post(t.app, '/admin/api/platforms/disconnect', { code: 'ag' }, owner.token)).body).toMatchObject({ code: 200 });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'demo', allowed_ips: [] });
  });

  it("answers a transfer wallet's bet pull: when it pulled, up to when it took, and why it left items; a seamless platform has none", async () => {
    const db = t.db.database.db;
    expect((await connect({ code: 'ag', protocol: 'hub88-transfer', sub_partner_id: 'site-7' })).body).toMatchObject({ code: 200, data: { code: 'ag' } });
    const notPulled = { last_pulled_at: null, taken_until: null, last_error: null };
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'hub88-transfer', bet_pull: notPulled });
    const leftFor = 'bet tx-9 of 0007 is more than its platform account holds; it and the later items of 0007 wait for the next pull';
    await db
      .insertInto('platform_bet_cursor')
      .values([
        { platform: 'ag', taken_until: now - HOUR, last_pulled_at: now - 60_000, last_error: leftFor, updated_at: now - 60_000 },
        // A cursor of a platform that plays the seamless wallet now (connected so again) is not its state.
        { platform: PLATFORM, taken_until: now - DAY, last_pulled_at: now - DAY, last_error: 'old', updated_at: now - DAY },
      ])
      .execute();
    expect(await connectionOf('ag')).toMatchObject({ bet_pull: { last_pulled_at: formatBeijingTime(now - 60_000), taken_until: formatBeijingTime(now - HOUR), last_error: leftFor } });
    expect(await connectionOf(PLATFORM)).toMatchObject({ protocol: 'hub88', bet_pull: null });
    expect(await connectionOf('bg')).toMatchObject({ protocol: 'demo', bet_pull: null });
    await db.updateTable('platform_bet_cursor').set({ taken_until: now, last_pulled_at: now, last_error: null }).where('platform', '=', 'ag').execute();
    expect((await connectionOf('ag'))?.bet_pull).toEqual({ last_pulled_at: formatBeijingTime(now), taken_until: formatBeijingTime(now), last_error: null });
    expect((await post(t.app, '/admin/api/platforms/disconnect', { code: 'ag' }, owner.token)).body).toMatchObject({ code: 200 });
    expect(await connectionOf('ag')).toMatchObject({ protocol: 'demo', bet_pull: null });
    await db.deleteFrom('platform_bet_cursor').execute();
  });

  it('logs each callback with its member, ids, status, signature and latency, and finds them by platform, member, id, errors and day', async () => {
    const { name } = await registerMember(t.app);
    const id = await memberId(t.db.database, name);
    await fundMember(t.db.database, id, 10_000);
    const token = await gameSession(t.db.database, { memberId: id, platform: PLATFORM, expiresAt: now + HOUR });
    const user = String(id).padStart(4, '0');
    const round = `r-${randomUUID()}`;
    const bet = { user, transaction_uuid: randomUUID(), token, round, round_closed: false, request_uuid: randomUUID(), game_code: 'pg_003', currency: 'CNY', amount: 5_000_000 };
    expect((await hub88Call(t.app, '/transaction/bet', bet, { key: hub88.privatePem })).status).toBe('RS_OK');
    const win = { ...bet, transaction_uuid: randomUUID(), request_uuid: randomUUID(), reference_transaction_uuid: bet.transaction_uuid, round_closed: true, amount: 1_000_000 };
    expect((await hub88Call(t.app, '/transaction/win', win, { key: hub88.privatePem })).status).toBe('RS_OK');
    const broke = { ...bet, transaction_uuid: randomUUID(), request_uuid: randomUUID(), amount: 999_900_000 };
    expect((await hub88Call(t.app, '/transaction/bet', broke, { key: hub88.privatePem })).status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    const forged = { ...bet, transaction_uuid: randomUUID(), request_uuid: randomUUID() };
    expect((await hub88Call(t.app, '/transaction/bet', forged, { key: rsaKeyPair().privatePem })).status).toBe('RS_ERROR_INVALID_SIGNATURE');

    const mine = await callbacks(`member=${name.toUpperCase()}`);
    expect(mine.total).toBe(4);
    // Newest first.
    expect(mine.data.map((c) => [c.endpoint, c.status, c.signature_valid])).toEqual([
      ['/transaction/bet', 'RS_ERROR_INVALID_SIGNATURE', false],
      ['/transaction/bet', 'RS_ERROR_NOT_ENOUGH_MONEY', true],
      ['/transaction/win', 'RS_OK', true],
      ['/transaction/bet', 'RS_OK', true],
    ]);
    const first = mine.data[3];
    expect(first).toMatchObject({ platform: PLATFORM, member: name, transaction_id: bet.transaction_uuid, round, reference_id: null });
    expect(JSON.parse(first?.request ?? '{}')).toMatchObject({ transaction_uuid: bet.transaction_uuid });
    expect(JSON.parse(first?.answer ?? '{}')).toMatchObject({ status: 'RS_OK', balance: 5_000_000 });
    expect(first?.latency_ms).toBeGreaterThanOrEqual(0);
    // A forged callback is not the platform's: no platform, but the member and ids it claimed.
    expect(mine.data[0]).toMatchObject({ platform: null, member: name, transaction_id: forged.transaction_uuid });

    expect((await callbacks(`ref=${bet.transaction_uuid}`)).data.map((c) => c.endpoint)).toEqual(['/transaction/win', '/transaction/bet']);
    expect((await callbacks(`ref=${round}`)).total).toBe(4);
    expect((await callbacks(`member=${name}&errors=1`)).data.map((c) => c.status)).toEqual(['RS_ERROR_INVALID_SIGNATURE', 'RS_ERROR_NOT_ENOUGH_MONEY']);
    expect((await callbacks(`member=${name}&platform=${PLATFORM}`)).total).toBe(3);
    expect((await callbacks(`member=${name}&platform=ag`)).total).toBe(0);
    expect((await callbacks(`member=${name}&from=${beijingDay(now)}&to=${beijingDay(now)}`)).total).toBe(4);
    expect((await callbacks(`member=${name}&from=${beijingDay(now + DAY)}`)).total).toBe(0);
    expect((await callbacks(`member=${name}&to=${beijingDay(now - DAY)}`)).total).toBe(0);
    expect((await callbacks('member=nobody-at-all')).total).toBe(0);
    expect((await callbacks(`member=${name}&per_page=1&page=2`)).data.map((c) => c.status)).toEqual(['RS_ERROR_NOT_ENOUGH_MONEY']);
    // Finance and the owner read it too; content does not.
    expect((await get('/admin/api/platforms/callbacks', owner)).status).toBe(200);
    expect((await get('/admin/api/platforms/callbacks', content)).status).toBe(403);
  });

  it('keeps the log 90 days: the server prune and callbacks:prune remove a 91-day-old row and keep an 89-day-old one', async () => {
    const row = (age: number, marker: string, at = now) => ({
      platform: PLATFORM,
      path: '/user/info',
      request_body: JSON.stringify({ user: '0001', request_uuid: marker }),
      response_body: '{}',
      status: 'RS_OK',
      signature_valid: 1,
      latency_ms: 1,
      created_at: at - age,
      member_id: null,
      transaction_id: marker,
      reference_id: null,
      round: null,
    });
    const kept = (marker: string) => t.db.database.db.selectFrom('platform_callback').select('id').where('transaction_id', '=', marker).executeTakeFirst();
    const [old, recent] = [randomUUID(), randomUUID()];
    await t.db.database.db.insertInto('platform_callback').values([row(91 * DAY, old), row(89 * DAY, recent)]).execute();
    expect(await pruneCallbackLog(t.db.database.db, now)).toBe(1);
    expect(await kept(old)).toBeUndefined();
    expect(await kept(recent)).toBeDefined();

    // The CLI prunes by the real clock.
    const [cliOld, cliRecent] = [randomUUID(), randomUUID()];
    const real = Date.now();
    await t.db.database.db.insertInto('platform_callback').values([row(91 * DAY, cliOld, real), row(89 * DAY, cliRecent, real)]).execute();
    const run = await admin(t.db.url, 'callbacks:prune');
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('removed') as unknown });
    expect(await kept(cliOld)).toBeUndefined();
    expect(await kept(cliRecent)).toBeDefined();
  });

  it('disconnects a platform: owner only, audited, it plays through the demo again; a second disconnect is refused', async () => {
    const done = await post(t.app, '/admin/api/platforms/disconnect', { code: PLATFORM }, owner.token);
    expect(done.body).toMatchObject({ code: 200, message: MSG.operationOk });
    expect(await connectionOf(PLATFORM)).toMatchObject({ protocol: 'demo', keys: [] });
    expect(await t.db.database.db.selectFrom('platform_connection').selectAll().execute()).toEqual([]);
    const log = await audits();
    expect(log.map((a) => a.action)).toEqual(['adminConnectPlatform', 'adminDisconnectPlatform']);
    expect(log[1]?.after_json).toBeNull();
    expect(JSON.parse(log[1]?.before_json ?? '{}')).toMatchObject({ protocol: 'hub88', operator_id: 42 });
    expect((await post(t.app, '/admin/api/platforms/disconnect', { code: PLATFORM }, owner.token)).body).toMatchObject({ message: ADMIN_MSG.adminPlatformNotConnected });
  });
});
