import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/platform/security/rate-limit';
import { signedInOperator, type TestOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { multipartFile, PNG_1PX } from './support/images';

const PER_OPERATOR = LIMITS.uploadsPerOperator.limit;
const PER_ADDRESS = LIMITS.uploadsPerOperatorAddress.limit;

/** The console's uploads are limited per operator and per address, so a stolen session or a script cannot fill the disk. */
describe.each(dialects)('the limit on console uploads on %s', (dialect) => {
  let t: TestApp;
  // A minute of its own for each test: the limits count per minute.
  let now = Date.parse('2026-11-24T10:00:00Z');
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-upload-limit-'));
  const imagesDir = join(dataDir, 'uploads', 'images');
  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir }, () => now);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const operator = (name: string) => signedInOperator(t.app, t.db.database.db, `${name}-${dialect}`, 'content', now);
  async function upload(who: TestOperator, remoteAddress = '203.0.113.1') {
    const { payload, contentType } = multipartFile(PNG_1PX);
    const response = await t.app.inject({ method: 'POST', url: '/admin/api/upload', payload, remoteAddress, headers: { 'content-type': contentType, authorization: `Bearer ${who.token}` } });
    return { status: response.statusCode, body: response.json<{ code: number; message: string }>() };
  }
  const stored = () => readdirSync(imagesDir).length;
  const audits = async () => (await t.db.database.db.selectFrom('audit_log').select('id').where('action', '=', 'adminUpload').execute()).length;
  const nextMinute = () => {
    now += 60_000;
  };

  it(`takes ${String(PER_OPERATOR)} a minute from one operator, refuses the next with 429 and stores nothing; another operator and the next minute go on`, async () => {
    nextMinute();
    const alice = await operator('limit-alice');
    const bob = await operator('limit-bob');
    for (let i = 0; i < PER_OPERATOR; i += 1) expect((await upload(alice)).body.code).toBe(200);
    const [files, audited] = [stored(), await audits()];
    expect(await upload(alice)).toEqual({ status: 429, body: { code: 429, message: ADMIN_MSG.adminTooManyUploads, data: [] } });
    expect(stored()).toBe(files);
    expect(await audits()).toBe(audited);

    expect((await upload(bob)).body.code).toBe(200);
    nextMinute();
    expect((await upload(alice)).body.code).toBe(200);
  });

  it(`takes ${String(PER_ADDRESS)} a minute from one address, whoever signs in there`, async () => {
    nextMinute();
    const operators = await Promise.all(['limit-c', 'limit-d', 'limit-e'].map(operator));
    for (const who of operators) for (let i = 0; i < PER_ADDRESS / operators.length; i += 1) expect((await upload(who, '198.51.100.7')).body.code).toBe(200);
    const refused = await upload(operators[0] as TestOperator, '198.51.100.7');
    expect(refused.status).toBe(429);
    // The same operator from another address is within their own limit.
    expect((await upload(operators[0] as TestOperator, '198.51.100.8')).body.code).toBe(200);
  });

  it('lets exactly the limit through when one operator sends many at once', async () => {
    nextMinute();
    const carol = await operator('limit-carol');
    const files = stored();
    const answers = await Promise.all(Array.from({ length: PER_OPERATOR + 10 }, () => upload(carol, '192.0.2.9')));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(PER_OPERATOR);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
    expect(stored()).toBe(files + PER_OPERATOR);
  });
});
