import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { CODES } from '@casino/contract/codes';
import { MAIN_WALLET } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { resolveDueTransfers, RESOLVER_INTERVAL_MS } from '../src/modules/wallet/platform-transfer-calls';
import { RETRY_FIRST_MS } from '../src/modules/wallet/platform-transfer-orders';
import { registerHub88TransferSim, type Hub88TransferWallets } from '../../sandbox/src/platform-sim/hub88-transfer-sim';
import { connectHub88Platform, PlatformConnections, type PlatformProtocol } from '../src/integrations/platforms/connections';
import { HUB88_UNITS_PER_FEN, hub88User } from '../src/integrations/platforms/hub88/protocol';
import { admin } from './support/admin-cli';
import { post, startTestApp, type TestApp } from './support/app';
import { signedInOperator } from './support/admins';
import { dialects } from './support/databases';
import { rsaKeyPair, testSecrets } from './support/hub88';
import { fundedMember } from './support/money';

const TRANSFER_PLATFORM = 'ag';
const SEAMLESS_PLATFORM = 'pg';
const OPERATOR_ID = 7;
const TIMEOUT_MS = 300;

describe.each(dialects)('transfer wallets (Hub88 TransferWallet API) on %s', (dialect) => {
  let t: TestApp;
  let sim: FastifyInstance;
  let wallets: Hub88TransferWallets;
  let now = Date.now();
  const clock = () => now;
  const ours = rsaKeyPair();
  const hub88 = rsaKeyPair();
  let deps: Parameters<typeof resolveDueTransfers>[0];

  const connect = async (platform: string, protocol: PlatformProtocol, apiUrl: string) => {
    await connectHub88Platform(
      t.db.database,
      testSecrets(),
      { platform, protocol, apiUrl, operatorId: OPERATOR_ID, subPartnerId: 'our-site', hub88PublicKeyPem: hub88.publicPem, privateKeyPem: ours.privatePem, operator: 'test', now },
      auditWriter({ adminId: null, name: 'test', ip: 'cli' }, 'platform:connect', now),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { PLATFORM_TRANSFER_TIMEOUT_MS: TIMEOUT_MS }, clock);
    sim = Fastify({ logger: false });
    sim.removeAllContentTypeParsers();
    sim.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    wallets = registerHub88TransferSim(sim, { operatorPublicKey: createPublicKey(ours.publicPem), operatorId: OPERATOR_ID });
    // Hub88's game URL, for a launch: the transfer-wallet platform's games open there.
    sim.post('/operator/generic/v2/game/url', () => ({ url: 'https://games.sim.example/play' }));
    const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
    await connect(TRANSFER_PLATFORM, 'hub88-transfer', simUrl);
    await connect(SEAMLESS_PLATFORM, 'hub88', simUrl);
    deps = { database: t.db.database, connections: new PlatformConnections(t.db.database.db, testSecrets()), clock, timeoutMs: TIMEOUT_MS };
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });

  const transfer = (token: string, amount: string, into = true) => {
    now += 1;
    return post(t.app, '/api/transfer', { amount, sourcetype: into ? MAIN_WALLET : TRANSFER_PLATFORM, targettype: into ? TRANSFER_PLATFORM : MAIN_WALLET }, token);
  };
  const simFen = (memberId: number) => wallets.balanceOf(hub88User(memberId)) / HUB88_UNITS_PER_FEN;
  const mainFen = async (memberId: number) => (await memberBalances(t.db.database.db, memberId)).mainFen;
  const order = (memberId: number) => t.db.database.db.selectFrom('platform_transfer').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  /** Runs the resolver as its timer would after `ms`. */
  const resolveAfter = async (ms: number) => {
    now += ms;
    return resolveDueTransfers(deps);
  };
  /** The member's money is in exactly one place: main (available, nothing held) plus what the platform's wallet holds. */
  const expectOnce = async (memberId: number, totalFen: number) => {
    expect((await mainFen(memberId)) + simFen(memberId)).toBe(totalFen);
    const account = await t.db.database.db.selectFrom('account').select(['debits_pending', 'credits_pending']).where('member_id', '=', memberId).execute();
    expect(account.every((row) => row.debits_pending === 0 && row.credits_pending === 0)).toBe(true);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  };

  it('moves money into the platform wallet and back, each posted when the platform confirms; the wallet list shows the platform’s balance', async () => {
    const member = await fundedMember(t, 100_00);
    const into = await transfer(member.token, '30');
    expect(into.body).toMatchObject({ code: 200, message: MSG.operationOk, data: { balance: 70 } });
    expect(simFen(member.id)).toBe(30_00);
    const out = await transfer(member.token, '10', false);
    expect(out.body).toMatchObject({ code: 200, data: { balance: 80 } });
    expect((await order(member.id)).state).toBe('posted');
    // The platform's own wallet is the balance shown, not our ledger's figure.
    wallets.balances.set(hub88User(member.id), 25_00 * HUB88_UNITS_PER_FEN);
    const list = await post(t.app, '/api/balancelist', {}, member.token);
    expect((list.body.data as { platname: string; balance: number }[]).find((wallet) => wallet.platname === TRANSFER_PLATFORM)?.balance).toBe(25);
    wallets.balances.set(hub88User(member.id), 20_00 * HUB88_UNITS_PER_FEN);
    await expectOnce(member.id, 100_00);
    // 资金记录 lists each transfer once, when it was posted (not its hold).
    const records = async (type: number) =>
      ((await post(t.app, '/api/gettransrecord', { type, date: 4, page: 1 }, member.token)).body.data as { data: { amount: number }[] }).data.map((line) => line.amount).sort((a, b) => a - b);
    expect(await records(3)).toEqual([30]);
    expect(await records(4)).toEqual([10, 100]);
  });

  it('holds a transfer in that was applied and then timed out, answers that it is being confirmed, and the resolver posts it once', async () => {
    const member = await fundedMember(t, 100_00);
    wallets.faults.push({ kind: 'apply-then-timeout', delayMs: TIMEOUT_MS * 3 });
    const answer = await transfer(member.token, '40');
    expect(answer.body).toMatchObject({ code: 200, message: MSG.platformTransferPending, data: { balance: 60 } });
    const held = await order(member.id);
    expect(held).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(simFen(member.id)).toBe(40_00);
    // Not yet due: nothing is asked.
    expect(await resolveAfter(RETRY_FIRST_MS - 1_000)).toBe(0);
    await resolveAfter(1_000);
    expect((await order(member.id)).state).toBe('posted');
    expect(wallets.calls.filter((call) => call.transactionUuid === held.id)).toHaveLength(2);
    expect(simFen(member.id)).toBe(40_00);
    await expectOnce(member.id, 100_00);
    const history = JSON.parse((await order(member.id)).history_json) as { event: string }[];
    expect(history.map((entry) => entry.event)).toEqual(['held', 'unknown', 'applied', 'posted']);
  });

  it('releases a transfer the platform refuses, and says so', async () => {
    const member = await fundedMember(t, 50_00);
    wallets.faults.push({ kind: 'refuse' });
    const answer = await transfer(member.token, '20');
    expect(answer.body).toMatchObject({ code: CODES.transferFailed, message: MSG.platformTransferRefused });
    expect((await order(member.id)).state).toBe('voided');
    expect(await mainFen(member.id)).toBe(50_00);
    await expectOnce(member.id, 50_00);
  });

  it('keeps a transfer out held (not in main) after a 500, and posts it when asked again', async () => {
    const member = await fundedMember(t, 100_00);
    await transfer(member.token, '60');
    wallets.faults.push({ kind: 'fail-500' });
    const answer = await transfer(member.token, '25', false);
    expect(answer.body).toMatchObject({ code: 200, message: MSG.platformTransferPending, data: { balance: 40 } });
    // The platform still has it and main does not show it yet: no money in two places.
    expect(simFen(member.id)).toBe(60_00);
    expect(await mainFen(member.id)).toBe(40_00);
    await resolveAfter(RETRY_FIRST_MS);
    expect((await order(member.id)).state).toBe('posted');
    expect(await mainFen(member.id)).toBe(65_00);
    await expectOnce(member.id, 100_00);
  });

  it('asks with back-off until a slow platform answers, voiding when it finally refuses', async () => {
    const member = await fundedMember(t, 100_00);
    wallets.faults.push({ kind: 'slow', delayMs: TIMEOUT_MS * 3 });
    await transfer(member.token, '10');
    // The slow call applied after we gave up.
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 3));
    expect(simFen(member.id)).toBe(10_00);
    wallets.faults.push({ kind: 'fail-500' }, { kind: 'fail-500' });
    await resolveAfter(RETRY_FIRST_MS);
    expect((await order(member.id)).attempts).toBe(2);
    // The next ask waits twice as long.
    expect(await resolveAfter(RETRY_FIRST_MS)).toBe(0);
    await resolveAfter(RETRY_FIRST_MS);
    expect((await order(member.id)).state).toBe('unknown');
    await resolveAfter(4 * RETRY_FIRST_MS);
    expect((await order(member.id)).state).toBe('posted');
    await expectOnce(member.id, 100_00);

    // A withdrawal above what the platform's wallet holds (the player lost there) is refused by it and released.
    wallets.balances.set(hub88User(member.id), 5_00 * HUB88_UNITS_PER_FEN);
    const out = await transfer(member.token, '10', false);
    expect(out.body).toMatchObject({ code: CODES.transferFailed, message: MSG.platformTransferRefused });
    expect(await mainFen(member.id)).toBe(90_00);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  });

  it('lets concurrent transfers hold no more than the main wallet has', async () => {
    const member = await fundedMember(t, 100_00);
    const answers = await Promise.all(Array.from({ length: 6 }, () => transfer(member.token, '30')));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.message === MSG.insufficientBalance)).toHaveLength(3);
    expect(simFen(member.id)).toBe(90_00);
    await expectOnce(member.id, 100_00);
  });

  it('refuses a transfer with a seamless-wallet platform: its games bet from the main wallet', async () => {
    const member = await fundedMember(t, 100_00);
    const answer = await post(t.app, '/api/transfer', { amount: '10', sourcetype: MAIN_WALLET, targettype: SEAMLESS_PLATFORM }, member.token);
    expect(answer.body).toMatchObject({ code: CODES.transferFailed, message: MSG.platformSeamless });
    expect(await mainFen(member.id)).toBe(100_00);
  });

  it('lists unresolved transfers to finance with their history, resolves one by hand once, audited, and refuses support', async () => {
    // Both unresolved: one the platform applied, one it never saw.
    const applied = await fundedMember(t, 100_00);
    wallets.faults.push({ kind: 'apply-then-timeout', delayMs: TIMEOUT_MS * 3 });
    await transfer(applied.token, '30');
    const appliedOrder = await order(applied.id);
    const lost = await fundedMember(t, 100_00);
    wallets.faults.push({ kind: 'fail-500' });
    await transfer(lost.token, '30');
    const lostOrder = await order(lost.id);
    // The resolver is not run: the operator resolves them.
    now += 61_000;
    const finance = await signedInOperator(t.app, t.db.database.db, `fin${dialect}`, 'finance', now);
    const support = await signedInOperator(t.app, t.db.database.db, `sup${dialect}`, 'support', now);
    const adminGet = (token: string) =>
      t.app.inject({ method: 'GET', url: '/admin/api/platform-transfers?page=1&per_page=50', headers: { authorization: `Bearer ${token}` } }).then((response) => ({ status: response.statusCode, body: response.json<{ code: number; data: { data: { id: string; state: string; history: { event: string }[] }[] } }>() }));
    const listed = await adminGet(finance.token);
    expect(listed.body.code).toBe(200);
    const ids = listed.body.data.data.map((line) => line.id);
    expect(ids).toEqual(expect.arrayContaining([appliedOrder.id, lostOrder.id]));
    expect(listed.body.data.data.find((line) => line.id === appliedOrder.id)?.history.map((entry) => entry.event)).toEqual(['held', 'unknown']);
    expect((await adminGet(support.token)).status).toBe(403);

    const resolve = (token: string, id: string, outcome: 'posted' | 'voided', reason = '已与平台核对') => post(t.app, '/admin/api/platform-transfers/resolve', { id, outcome, reason }, token);
    expect((await resolve(support.token, appliedOrder.id, 'posted')).status).toBe(403);
    expect((await resolve(finance.token, appliedOrder.id, 'posted')).body.code).toBe(200);
    expect((await resolve(finance.token, lostOrder.id, 'voided')).body.code).toBe(200);
    const again = await resolve(finance.token, appliedOrder.id, 'voided');
    expect(again.body).toMatchObject({ code: CODES.conflict, message: ADMIN_MSG.adminPlatformTransferResolved });
    expect((await order(applied.id)).resolved_by).toBe(`admin:fin${dialect}`);
    await expectOnce(applied.id, 100_00);
    await expectOnce(lost.id, 100_00);
    const audits = await t.db.database.db.selectFrom('audit_log').select(['action', 'target', 'after_json']).where('target', 'in', [`platform_transfer:${appliedOrder.id}`, `platform_transfer:${lostOrder.id}`]).execute();
    expect(audits).toHaveLength(2);
    expect(audits.every((row) => row.action === 'adminResolvePlatformTransfer' && String(row.after_json).includes('已与平台核对'))).toBe(true);
    // Resolved: the resolver no longer asks for them, and they are no longer listed.
    expect(await resolveAfter(RESOLVER_INTERVAL_MS + 10 * 60_000)).toBe(0);
    expect((await adminGet(finance.token)).body.data.data.map((line) => line.id)).not.toContain(appliedOrder.id);

    // While the resolver's call is in flight (the platform may be applying it), the order is not resolved by hand.
    const raced = await fundedMember(t, 100_00);
    wallets.faults.push({ kind: 'fail-500' });
    await transfer(raced.token, '50');
    const racedOrder = await order(raced.id);
    now += RETRY_FIRST_MS;
    wallets.faults.push({ kind: 'slow', delayMs: TIMEOUT_MS / 2 });
    const resolving = resolveDueTransfers(deps);
    await expect.poll(() => wallets.calls.filter((call) => call.transactionUuid === racedOrder.id).length).toBe(2);
    expect((await resolve(finance.token, racedOrder.id, 'voided')).body).toMatchObject({ code: CODES.conflict, message: ADMIN_MSG.adminPlatformTransferCalling });
    await resolving;
    expect((await order(raced.id)).state).toBe('posted');
    expect((await resolve(finance.token, racedOrder.id, 'voided')).body.message).toBe(ADMIN_MSG.adminPlatformTransferResolved);
    await expectOnce(raced.id, 100_00);
  });

  it('in 免转 mode, opening a transfer-wallet platform’s game first moves the main wallet into its wallet through an order', async () => {
    const member = await fundedMember(t, 100_00);
    expect((await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, member.token)).body.code).toBe(200);
    now += 1;
    const launched = await post(t.app, '/api/getGameUrl', { plat_name: TRANSFER_PLATFORM, game_type: 'concise', game_code: 'x' }, member.token);
    expect(launched.body).toMatchObject({ code: 200, data: { url: 'https://games.sim.example/play' } });
    expect(await order(member.id)).toMatchObject({ direction: 'in', amount: 100_00, state: 'posted' });
    expect(await mainFen(member.id)).toBe(0);
    await expectOnce(member.id, 100_00);
    // Opening it again with nothing left in main moves nothing.
    now += 1;
    await post(t.app, '/api/getGameUrl', { plat_name: TRANSFER_PLATFORM, game_type: 'concise', game_code: 'x' }, member.token);
    expect(await t.db.database.db.selectFrom('platform_transfer').select('id').where('member_id', '=', member.id).execute()).toHaveLength(1);
    // 一键回收 brings it back through an order out.
    now += 1;
    expect((await post(t.app, '/api/transall', {}, member.token)).body).toMatchObject({ code: 200, message: MSG.recovered, data: { balance: 100 } });
    expect(await order(member.id)).toMatchObject({ direction: 'out', state: 'posted' });
    await expectOnce(member.id, 100_00);
  });

  it('connects a transfer-wallet platform by the CLI, which asks for our site’s sub_partner_id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'transfer-keys-'));
    writeFileSync(join(dir, 'hub88.pub'), hub88.publicPem);
    writeFileSync(join(dir, 'ours.pem'), ours.privatePem);
    const options = ['--api-url', 'https://api.server1.ih.testenv.io', '--operator-id', '9', '--hub88-public-key', join(dir, 'hub88.pub'), '--private-key', join(dir, 'ours.pem')];
    expect(await admin(t.db.url, 'platform:connect', 'bg', 'hub88-transfer', ...options)).toMatchObject({ code: 2, err: expect.stringContaining('--sub-partner-id') as unknown });
    expect(await admin(t.db.url, 'platform:connect', 'bg', 'hub88-transfer', ...options, '--sub-partner-id', 'our-site')).toMatchObject({ code: 0, out: expect.stringContaining('transfer wallet') as unknown });
    const row = await t.db.database.db.selectFrom('platform_connection').select(['protocol', 'settings_json']).where('platform', '=', 'bg').executeTakeFirstOrThrow();
    expect(row.protocol).toBe('hub88-transfer');
    expect(JSON.parse(row.settings_json)).toEqual({ api_url: 'https://api.server1.ih.testenv.io', operator_id: 9, sub_partner_id: 'our-site' });
  }, 120_000);
});
