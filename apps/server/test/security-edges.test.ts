import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MSG } from '@casino/contract/server-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { signedInOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';
import { PNG_1PX } from './support/images';

const BOUNDARY = '----casinoedge';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

type Envelope = { code: number; message: string; data: unknown };

async function sendUpload(app: FastifyInstance, token: string, payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await app.inject({ method: 'POST', url: '/api/uploadimg', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  return { status: response.statusCode, body: response.json<Envelope>() };
}

const wholeUpload = (file: Buffer) => Buffer.concat([Buffer.from(PART_HEAD), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

describe.each(dialects)('security edges on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-edges-'));
  const avatarFiles = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'avatars'));
    } catch {
      return [];
    }
  };
  const avatarOf = async (name: string) => (await t.db.database.db.selectFrom('member').select('avatar').where('username', '=', name).executeTakeFirstOrThrow()).avatar;

  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir, PUBLIC_URL: 'https://casino.example' });
    adminToken = (await signedInOperator(t.app, t.db.database.db, 'edgeops')).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('uploadimg refuses a malformed body clearly (item 5)', () => {
    it('answers a refusal, not 500, to multipart without a boundary', async () => {
      const { name, token } = await registerMember(t.app);
      const before = avatarFiles().length;
      const { status, body } = await sendUpload(t.app, token, wholeUpload(PNG_1PX), 'multipart/form-data');
      expect(status).toBeLessThan(500);
      expect(body).toEqual({ code: 1000, message: '上传内容不完整，请重新选择图片', data: [] });
      expect(await avatarOf(name)).toBe('');
      expect(avatarFiles().length).toBe(before);
    });

    it('answers a refusal, not 图片过大, to a truncated body', async () => {
      const { name, token } = await registerMember(t.app);
      const before = avatarFiles().length;
      const truncated = Buffer.concat([Buffer.from(PART_HEAD), PNG_1PX.subarray(0, 20)]);
      const { status, body } = await sendUpload(t.app, token, truncated);
      expect(status).toBeLessThan(500);
      expect(body).toEqual({ code: 1000, message: '上传内容不完整，请重新选择图片', data: [] });
      const headOnly = await sendUpload(t.app, token, Buffer.from(PART_HEAD.slice(0, 30)));
      expect(headOnly.status).toBeLessThan(500);
      expect(headOnly.body.code).toBe(1000);
      expect(await avatarOf(name)).toBe('');
      expect(avatarFiles().length).toBe(before);
    });

    it('refuses a text field or a second part instead of holding it: one image, nothing else (issue #28)', async () => {
      const { name, token } = await registerMember(t.app);
      const before = avatarFiles().length;
      const field = (i: number) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note${String(i)}"\r\n\r\n${'x'.repeat(1024 * 1024)}\r\n`;
      const fieldsFirst = Buffer.concat([Buffer.from(field(1) + field(2) + field(3)), wholeUpload(PNG_1PX)]);
      const twoFiles = Buffer.concat([Buffer.from(PART_HEAD), PNG_1PX, Buffer.from(`\r\n`), wholeUpload(PNG_1PX)]);
      for (const payload of [fieldsFirst, twoFiles]) {
        const { status, body } = await sendUpload(t.app, token, payload);
        expect(status).toBeLessThan(500);
        expect(body).toEqual({ code: 1000, message: SERVER_MSG.uploadOnlyOneFile, data: [] });
      }
      expect(await avatarOf(name)).toBe('');
      expect(avatarFiles().length).toBe(before);
      expect((await sendUpload(t.app, token, wholeUpload(PNG_1PX))).body.code).toBe(200);
    });

    it('still calls a file over 2 MB too large', async () => {
      const { token } = await registerMember(t.app);
      const { body } = await sendUpload(t.app, token, wholeUpload(Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)])));
      expect(body).toMatchObject({ code: 1000, message: '图片过大' });
    });
  });

  describe('parallel avatar uploads (item 10)', () => {
    it('keep exactly one file: the stored avatar', async () => {
      const { name, token } = await registerMember(t.app);
      const before = new Set(avatarFiles());
      const answers = await Promise.all(Array.from({ length: 8 }, () => sendUpload(t.app, token, wholeUpload(PNG_1PX))));
      expect(answers.every((a) => a.status < 500)).toBe(true);
      expect(answers.some((a) => a.body.code === 200)).toBe(true);
      const mine = avatarFiles().filter((file) => !before.has(file));
      const avatar = await avatarOf(name);
      expect(mine.map((file) => `/uploads/avatars/${file}`)).toEqual([avatar]);
    });

    it('replace the previous file once the new one is stored', async () => {
      const { name, token } = await registerMember(t.app);
      const first = await sendUpload(t.app, token, wholeUpload(PNG_1PX));
      const second = await sendUpload(t.app, token, wholeUpload(PNG_1PX));
      const [firstUrl, secondUrl] = [first.body.data, second.body.data].map((data) => (data as { url: string }).url);
      // Answered on PUBLIC_URL; stored as the site's path.
      expect(`https://casino.example${await avatarOf(name)}`).toBe(secondUrl);
      expect(avatarFiles()).not.toContain(firstUrl?.split('/').pop());
      expect(avatarFiles()).toContain(secondUrl?.split('/').pop());
    });

    it('are limited to 10 per member in 10 minutes, counted atomically', async () => {
      const { name, token } = await registerMember(t.app);
      const answers = await Promise.all(Array.from({ length: 14 }, () => sendUpload(t.app, token, wholeUpload(PNG_1PX))));
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBe(4);
      expect(limited[0]?.body).toEqual({ code: 429, message: '上传过于频繁，请10分钟后再试', data: [] });
      expect(avatarFiles()).toContain((await avatarOf(name)).split('/').pop());
    });
  });

  describe('an operator debit larger than the balance (item 6)', () => {
    it('is refused with the balance-short message over the admin API, nothing changed', async () => {
      const { name } = await registerMember(t.app);
      const id = await memberId(t.db.database, name);
      const transfers = async () => (await t.db.database.db.selectFrom('transfer').select(({ fn }) => fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n;
      const before = await transfers();
      const { status, body } = await post(t.app, '/admin/api/adjust', { username: name, amount: '-5', memo: '扣款' }, adminToken);
      expect(status).toBe(200);
      expect(body).toEqual({ code: 208, message: '余额不足', data: [] });
      expect((await memberBalances(t.db.database.db, id)).mainFen).toBe(0);
      expect(await transfers()).toBe(before);
    });
  });

  describe('getVisitUrl, caching and methods (item 11)', () => {
    it('answers the configured address, never the Host header', async () => {
      const visitUrl = async () => (await t.app.inject({ method: 'GET', url: '/api/getVisitUrl', headers: { host: 'evil.example' } })).json<Envelope>().data;
      expect(await visitUrl()).toEqual({ url: 'https://casino.example' });
      await t.db.database.db.updateTable('site').set({ visit_url: 'https://www.casino.example' }).execute();
      expect(await visitUrl()).toEqual({ url: 'https://www.casino.example' });
      await t.db.database.db.updateTable('site').set({ visit_url: '' }).execute();
    });

    it('marks every API answer no-store, and not the static assets', async () => {
      const { token } = await registerMember(t.app);
      const answers = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/app' }),
        t.app.inject({ method: 'POST', url: '/api/user', headers: { authorization: `Bearer ${token}` } }),
        t.app.inject({ method: 'POST', url: '/api/user' }),
        t.app.inject({ method: 'POST', url: '/api/nothing-here' }),
        t.app.inject({ method: 'GET', url: '/admin/api/deposits', headers: { authorization: `Bearer ${adminToken}` } }),
        t.app.inject({ method: 'GET', url: '/admin/api/deposits' }),
      ]);
      for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
      const art = await t.app.inject({ method: 'GET', url: '/assets/demo/vip/VIP1.svg' });
      expect(art.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers 405 with Allow for a known path and a wrong method', async () => {
      const wrong = await t.app.inject({ method: 'GET', url: '/api/login_pc' });
      expect(wrong.statusCode).toBe(405);
      expect(wrong.headers.allow).toBe('POST');
      expect(wrong.json()).toEqual({ code: 405, message: '请求方式不正确：GET /api/login_pc', data: [] });

      const put = await t.app.inject({ method: 'PUT', url: '/api/getVisitUrl?x=1' });
      expect(put.statusCode).toBe(405);
      expect(put.headers.allow).toBe('GET, HEAD');

      const avatar = await t.app.inject({ method: 'DELETE', url: '/uploads/avatars/0123456789abcdef0123456789abcdef.png' });
      expect(avatar.statusCode).toBe(405);
      expect(avatar.headers.allow).toBe('GET, HEAD');

      const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
