import { rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { PASSWORD, PAY_PASSWORD, registerMember, uniqueName } from './support/members';
import { PNG_1PX } from './support/images';


function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----casinotest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(app: FastifyInstance, token: string, file: Buffer, filename: string, contentType: string) {
  const { payload, headers } = multipart(file, filename, contentType);
  const response = await app.inject({ method: 'POST', url: '/api/uploadimg', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return response.json<{ code: number; message: string; data: { url?: string } }>();
}

describe.each(dialects)('the member account on %s', (dialect) => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-uploads-'));
  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the balance from the ledger accounts', async () => {
    const { name, token } = await registerMember(t.app);
    expect((await post(t.app, '/api/balance', {}, token)).body.data).toEqual({ balance: 0, gameblance: 0 });
    const member = await t.db.database.db.selectFrom('member').select('id').where('username', '=', name).executeTakeFirstOrThrow();
    await t.db.database.db
      .insertInto('account')
      .values([
        { member_id: member.id, kind: 'main', platform: 'userbalance', credits_posted: 150_25, debits_posted: 25, debits_pending: 100_00, no_overdraft: 1 },
        { member_id: member.id, kind: 'platform', platform: 'ag', credits_posted: 30_00, debits_posted: 0, debits_pending: 0, no_overdraft: 1 },
      ])
      .execute();
    expect((await post(t.app, '/api/balance', {}, token)).body.data).toEqual({ balance: 50, gameblance: 30 });
    expect((await post(t.app, '/api/refreshusermoney', {}, token)).body).toMatchObject({ message: '刷新成功', data: { balance: 50, gameblance: 30 } });
  });

  describe('editPassword', () => {
    it('applies the §5 rules in order', async () => {
      const { token } = await registerMember(t.app);
      const cases: [Record<string, string>, string][] = [
        [{}, '请输入旧密码'],
        [{ password: PASSWORD, paypassword: 'newpass12' }, '请输入确认密码'],
        [{ password: PASSWORD, paypassword: 'short', newpasword: 'short' }, '请输入正确的新密码长度'],
        [{ password: PASSWORD, paypassword: 'newpass12', newpasword: 'newpass13' }, '两次密码不一致！'],
        [{ password: PASSWORD, paypassword: PASSWORD, newpasword: PASSWORD }, '新旧密码不能一致！'],
      ];
      for (const [body, message] of cases) {
        expect((await post(t.app, '/api/editPassword', body, token)).body.message).toBe(message);
      }
    });

    it('after the seven, refuses a new password outside the registration rule (issue #33) and changes nothing', async () => {
      const { name, token } = await registerMember(t.app);
      for (const weak of ['abc1234', 'abcdefgh', '12345678', 'abcd-1234']) {
        const { body } = await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: weak, newpasword: weak }, token);
        expect(body.message).toBe('密码长度最少8位！以字母和数字组合！');
      }
      expect((await post(t.app, '/api/user', {}, token)).status).toBe(200);
      expect((await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'x1y2' })).body.code).toBe(200);
    });

    it('refuses a wrong old password and changes nothing', async () => {
      const { name, token } = await registerMember(t.app);
      const { body } = await post(t.app, '/api/editPassword', { password: 'wrong1234', paypassword: 'newpass12', newpasword: 'newpass12' }, token);
      expect(body).toMatchObject({ code: 205, message: '旧密码错误' });
      expect((await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'x1y2' })).body.code).toBe(200);
    });

    it('changes the password and revokes every session', async () => {
      const { name, token } = await registerMember(t.app);
      const { body } = await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: 'newpass12', newpasword: 'newpass12' }, token);
      expect(body).toMatchObject({ code: 200, message: '密码修改成功！' });
      expect((await post(t.app, '/api/user', {}, token)).status).toBe(401);
      expect((await post(t.app, '/api/login_pc', { name, password: PASSWORD, code: 'x1y2' })).body.code).toBe(203);
      expect((await post(t.app, '/api/login_pc', { name, password: 'newpass12', code: 'x1y2' })).body.code).toBe(200);
    });
  });

  it('changes the pay password only with the old one, to 6 digits', async () => {
    const { token } = await registerMember(t.app);
    expect((await post(t.app, '/api/editPayPassword', { password: '654321', paypassword: '111111', newpasword: '111111' }, token)).body.message).toBe('支付密码错误');
    expect((await post(t.app, '/api/editPayPassword', { password: PAY_PASSWORD, paypassword: 'abcdef', newpasword: 'abcdef' }, token)).body.message).toBe('请输入正确的新密码长度');
    expect((await post(t.app, '/api/editPayPassword', { password: PAY_PASSWORD, paypassword: '111111', newpasword: '111111' }, token)).body.code).toBe(200);
    expect((await post(t.app, '/api/editPayPassword', { password: PAY_PASSWORD, paypassword: '222222', newpasword: '222222' }, token)).body.message).toBe('支付密码错误');
  });

  it('saves the profile with the §5 checks', async () => {
    const { token } = await registerMember(t.app);
    expect((await post(t.app, '/api/updateuserinfo', { mobile: '1381234567' }, token)).body.message).toBe('请输入正确手机号');
    expect((await post(t.app, '/api/updateuserinfo', { email: 'a@b' }, token)).body.message).toBe('请输入正确邮箱号');
    expect((await post(t.app, '/api/updateuserinfo', { birthday: '1990-13-01' }, token)).body.message).toBe('请输入正确的日期格式：YYYY-MM-DD');
    const saved = await post(t.app, '/api/updateuserinfo', { mobile: '13812345678', email: 'me@example.com', birthday: '1990-02-28' }, token);
    expect(saved.body.code).toBe(200);
    expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ mobile: '13812345678', email: 'me@example.com', birthday: '1990-02-28' });
  });

  describe('uploadimg', () => {
    it('stores a png under a random name, serves it back and sets the avatar', async () => {
      const { token } = await registerMember(t.app);
      const { code, data } = await upload(t.app, token, PNG_1PX, 'me.png', 'image/png');
      expect(code).toBe(200);
      // Absolute, on the Host asked (light-my-request's localhost:80): absolute-addresses.test.ts.
      expect(data.url).toMatch(/^http:\/\/localhost:80\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: new URL(data.url ?? '').pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG_1PX)).toBe(true);
      expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ avatar: data.url });
    });

    it('accepts a gif whatever its declared name', async () => {
      const { token } = await registerMember(t.app);
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
      const { code, data } = await upload(t.app, token, gif, 'photo.jpg', 'image/jpeg');
      expect(code).toBe(200);
      expect(data.url).toMatch(/\.gif$/);
    });

    it('refuses a renamed non-image and keeps the old avatar', async () => {
      const { token } = await registerMember(t.app);
      const script = Buffer.from('<?php system($_GET["c"]); ?>');
      const { code, message } = await upload(t.app, token, script, 'avatar.png', 'image/png');
      expect(code).toBe(1000);
      expect(message).toBe('头像只能是gif或png图片');
      expect((await post(t.app, '/api/user', {}, token)).body.data).toMatchObject({ avatar: '' });
    });

    it('refuses a file over 2 MB', async () => {
      const { token } = await registerMember(t.app);
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
      const { message } = await upload(t.app, token, big, 'big.png', 'image/png');
      expect(message).toBe('图片过大');
    });

    it('needs a member token', async () => {
      const { payload, headers } = multipart(PNG_1PX, 'a.png', 'image/png');
      const response = await t.app.inject({ method: 'POST', url: '/api/uploadimg', payload, headers });
      expect(response.statusCode).toBe(401);
    });

    it('serves no path outside the avatar folder', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/uploads/avatars/..%2F..%2Fcasino.db' });
      expect(response.statusCode).toBe(404);
    });
  });

  it('keeps every member to their own data', async () => {
    const alice = await registerMember(t.app, uniqueName('al'));
    const bob = await registerMember(t.app, uniqueName('bo'));
    const bobRow = await t.db.database.db.selectFrom('member').select('id').where('username', '=', bob.name).executeTakeFirstOrThrow();
    await t.db.database.db.insertInto('inbox_message').values({ member_id: bobRow.id, title: '给Bob的私信', content: '<p>私密</p>', created_at: Date.now() }).execute();
    const aliceInbox = (await post(t.app, '/api/noticeList', {}, alice.token)).body.data as { data: { title: string }[] };
    const bobInbox = (await post(t.app, '/api/noticeList', {}, bob.token)).body.data as { data: { title: string }[] };
    expect(aliceInbox.data.map((m) => m.title)).not.toContain('给Bob的私信');
    expect(bobInbox.data.map((m) => m.title)).toContain('给Bob的私信');

    await post(t.app, '/api/doactivityapply', { activityid: 1, amount: '100' }, bob.token);
    const aliceApplies = (await post(t.app, '/api/activityApplyLog', {}, alice.token)).body.data as { total: number };
    expect(aliceApplies.total).toBe(0);
    await post(t.app, '/api/updateuserinfo', { email: 'alice@example.com' }, alice.token);
    expect((await post(t.app, '/api/user', {}, bob.token)).body.data).toMatchObject({ username: bob.name, email: '' });
  });
});
