import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_IMAGE_MAX_BYTES } from '@casino/contract/rules/admin-image';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { multipartFile, PNG_1PX } from './support/images';

const GIF_1PX = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
// The first bytes of each type are what the server reads; the rest stands for the picture.
const JPEG_HEAD = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 1), Buffer.from('ffd9', 'hex')]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);


/** Issue #12: an operator's image upload (banners, promotions, the logo, QR codes), checked by content. */
describe.each(dialects)('the console image upload on %s', (dialect) => {
  let t: TestApp;
  let editor: TestOperator;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-admin-uploads-'));
  const imagesDir = join(dataDir, 'uploads', 'images');
  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir });
    editor = await signedInOperator(t.app, t.db.database.db, 'image-editor', 'content');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (file: Buffer, filename: string, type: string, token: string | null = editor.token) => {
    const { payload, contentType } = multipartFile(file, filename, type);
    const response = await t.app.inject({ method: 'POST', url: '/admin/api/upload', payload, headers: { 'content-type': contentType, ...(token === null ? {} : { authorization: `Bearer ${token}` }) } });
    return { status: response.statusCode, body: response.json<{ code: number; message: string; data: { url?: string } }>() };
  };
  const storedFiles = () => {
    try {
      return readdirSync(imagesDir).sort();
    } catch {
      return [];
    }
  };
  const uploadAudits = () => t.db.database.db.selectFrom('audit_log').select(['admin_name', 'target', 'after_json']).where('action', '=', 'adminUpload').orderBy('id').execute();

  it('stores a real PNG under a random name, serves it at the answered path, and audits it', async () => {
    const { status, body } = await upload(PNG_1PX, 'banner.png', 'image/png');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: MSG.operationOk });
    const url = body.data.url ?? '';
    expect(url).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.png$/);
    const name = url.slice('/uploads/images/'.length);
    expect(storedFiles()).toContain(name);

    // Public, as the players' home loads it: no token.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Its name never changes content: cached for good.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const audit = (await uploadAudits()).find((row) => row.target === `image:${name}`);
    expect(audit?.admin_name).toBe('image-editor');
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual({ url, type: 'png', bytes: PNG_1PX.length });

    // A banner can point at it, and the players' home then shows it.
    expect((await post(t.app, '/admin/api/banners/save', { src: url, sort: 0 }, editor.token)).body.code).toBe(200);
    // Players get it absolute, on the Host asked (light-my-request's localhost:80).
    expect(((await post(t.app, '/api/bannerList')).body.data as { src: string }[]).map((b) => b.src)).toContain(`http://localhost:80${url}`);
  });

  it('names each file by what its content is, whatever its name or declared type says', async () => {
    const cases: [Buffer, string, string, string][] = [
      [JPEG_HEAD, 'photo.png', 'image/png', 'jpg'],
      [WEBP_HEAD, 'photo.jpg', 'image/jpeg', 'webp'],
      [GIF_1PX, 'anim', 'application/octet-stream', 'gif'],
      [PNG_1PX, 'logo.gif', 'image/gif', 'png'],
    ];
    const types: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', png: 'image/png' };
    for (const [file, filename, declared, extension] of cases) {
      const { body } = await upload(file, filename, declared);
      expect(body.code, filename).toBe(200);
      expect(body.data.url).toMatch(new RegExp(`^/uploads/images/[a-f0-9]{32}\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: body.data.url ?? '' });
      expect(served.headers['content-type']).toBe(types[extension]);
    }
  });

  it('refuses a text file renamed .png, an SVG and an empty file: nothing stored, nothing audited', async () => {
    const files = storedFiles();
    const audits = await uploadAudits();
    const refusals: [Buffer, string, string][] = [
      [Buffer.from('just some notes, not a picture\n'), 'notes.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg', 'image/svg+xml'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'x.gif', 'image/gif'],
      [Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [file, filename, declared] of refusals) {
      const { status, body } = await upload(file, filename, declared);
      expect(status, filename).toBe(200);
      expect(body, filename).toEqual({ code: 1000, message: ADMIN_MSG.adminImageType, data: [] });
    }
    expect(storedFiles()).toEqual(files);
    expect(await uploadAudits()).toEqual(audits);
  });

  it('refuses an image over the contract’s limit, and takes one at the limit', async () => {
    const files = storedFiles();
    const over = Buffer.concat([PNG_1PX, Buffer.alloc(ADMIN_IMAGE_MAX_BYTES + 1 - PNG_1PX.length)]);
    const refused = await upload(over, 'huge.png', 'image/png');
    expect(refused.body).toEqual({ code: 1000, message: ADMIN_MSG.adminImageTooLarge, data: [] });
    expect(storedFiles()).toEqual(files);

    const atLimit = Buffer.concat([PNG_1PX, Buffer.alloc(ADMIN_IMAGE_MAX_BYTES - PNG_1PX.length)]);
    expect((await upload(atLimit, 'big.png', 'image/png')).body.code).toBe(200);
    expect(storedFiles()).toHaveLength(files.length + 1);
  });

  it('refuses a request without a file or that is not multipart, with a message', async () => {
    expect((await post(t.app, '/admin/api/upload', {}, editor.token)).body).toMatchObject({ message: MSG.uploadMissing });
    const { payload, contentType } = multipartFile(PNG_1PX, 'a.png', 'image/png');
    const cut = await t.app.inject({ method: 'POST', url: '/admin/api/upload', payload: payload.subarray(0, payload.length - 20), headers: { 'content-type': contentType, authorization: `Bearer ${editor.token}` } });
    expect(cut.json()).toMatchObject({ message: SERVER_MSG.uploadMalformed });
  });

  it('is for owner, content and finance; support is refused (403) and a visitor must sign in (401)', async () => {
    for (const role of ['owner', 'finance'] as const) {
      const operator = await signedInOperator(t.app, t.db.database.db, `image-${role}`, role);
      expect((await upload(PNG_1PX, 'qr.png', 'image/png', operator.token)).body.code, role).toBe(200);
    }
    const files = storedFiles();
    const support = await signedInOperator(t.app, t.db.database.db, 'image-support', 'support');
    expect(await upload(PNG_1PX, 'a.png', 'image/png', support.token)).toEqual({ status: 403, body: { code: 403, message: ADMIN_MSG.adminForbidden, data: [] } });
    const visitor = await upload(PNG_1PX, 'a.png', 'image/png', null);
    expect(visitor.status).toBe(401);
    expect(storedFiles()).toEqual(files);
  });

  it('serves the images during maintenance too, which closes only the member API', async () => {
    const url = (await upload(PNG_1PX, 'logo.png', 'image/png')).body.data.url ?? '';
    const owner = await signedInOperator(t.app, t.db.database.db, 'image-owner-site', 'owner');
    expect((await post(t.app, '/admin/api/site', { site_state: 0 }, owner.token)).body.code).toBe(200);
    try {
      expect((await post(t.app, '/api/user')).body.code).toBe(503);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await post(t.app, '/admin/api/site', { site_state: 1 }, owner.token);
    }
  });

  it('serves only the names it gives: anything else is 404', async () => {
    for (const url of ['/uploads/images/nothere0000000000000000000000000.png', '/uploads/images/..%2F..%2Fetc%2Fpasswd', '/uploads/images/' + 'a'.repeat(32) + '.svg', '/uploads/images/' + 'a'.repeat(32) + '.png']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
