import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REVIEW_STATE } from '@casino/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SWEEP_GRACE_MS, sweepUploadedImages } from '../src/modules/uploads/image-sweep';
import { adminWith } from './support/admin-cli';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { memberId } from './support/money';
import { multipartFile, PNG_1PX } from './support/images';


/** Uploaded images no content points at are removed a day after their upload; every image in use is kept. */
describe.each(dialects)('the sweep of unused uploaded images on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-image-sweep-'));
  const imagesDir = join(dataDir, 'uploads', 'images');
  beforeAll(async () => {
    t = await startTestApp(dialect, { DATA_DIR: dataDir });
    owner = await signedInOperator(t.app, t.db.database.db, 'sweep-owner', 'owner');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => t.db.database.db;
  /** Uploads a picture through the console and answers its address and file name. */
  async function upload(): Promise<{ url: string; name: string }> {
    const { payload, contentType } = multipartFile(PNG_1PX);
    const response = await t.app.inject({ method: 'POST', url: '/admin/api/upload', payload, headers: { 'content-type': contentType, authorization: `Bearer ${owner.token}` } });
    const url = response.json<{ data: { url: string } }>().data.url;
    return { url, name: url.slice('/uploads/images/'.length) };
  }
  const stored = () => readdirSync(imagesDir).sort();
  /** Makes a stored file look uploaded two days ago. */
  const age = (name: string) => {
    const then = new Date(Date.now() - 2 * IMAGE_SWEEP_GRACE_MS);
    utimesSync(join(imagesDir, name), then, then);
  };
  const save = async (path: string, body: unknown) => {
    const { body: answer } = await post(t.app, path, body, owner.token);
    expect(answer.code, JSON.stringify(answer)).toBe(200);
    return answer.data as { id: number };
  };

  it('keeps every image in use and recent uploads; removes old unused ones, and one no longer used', async () => {
    const banner = await upload();
    const inPromotionHtml = await upload();
    const qrCode = await upload();
    const onDepositOrder = await upload();
    const logo = await upload();
    const unused = await upload();
    const recent = await upload();

    const savedBanner = await save('/admin/api/banners/save', { src: banner.url, sort: 0 });
    await save('/admin/api/promotions/save', { title: '图文活动', type: 1, banner: '/assets/demo/activity.png', content: `<p>活动</p><img src="${inPromotionHtml.url}">`, sort: 0 });
    await save('/admin/api/settings/receiving-accounts/save', { channel: 'alipay', payimg: qrCode.url, content: '扫码付款', sort: 0, enabled: true });
    await save('/admin/api/settings/links', { title: '测试站点', site_logo: logo.url });
    // An order made earlier keeps the receiving account it showed, QR code included, after the account changes.
    const { name } = await registerMember(t.app);
    await db()
      .insertInto('deposit_order')
      .values({
        out_trade_no: `SW${dialect}${String(Date.now())}`,
        member_id: await memberId(t.db.database, name),
        pay_way: 1,
        channel: 'alipay',
        amount_fen: 100_00,
        state: REVIEW_STATE.pending,
        created_at: Date.now(),
        reviewed_at: null,
        reviewed_by: null,
        receiving: JSON.stringify([{ payimg: onDepositOrder.url }]),
      })
      .execute();
    // A file whose name this server never gives is not the sweep's to touch.
    writeFileSync(join(imagesDir, 'README.txt'), 'kept');
    for (const image of [banner, inPromotionHtml, qrCode, onDepositOrder, logo, unused]) age(image.name);
    age('README.txt');

    expect(await sweepUploadedImages(db(), dataDir, Date.now())).toEqual([unused.name]);
    expect(stored()).toEqual([banner, inPromotionHtml, qrCode, onDepositOrder, logo, recent].map((image) => image.name).concat('README.txt').sort());
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: banner.url })).statusCode).toBe(200);

    // The banner gets another picture: its old one goes on the next sweep, once it is a day old.
    await save('/admin/api/banners/save', { id: savedBanner.id, src: recent.url, sort: 0 });
    expect(await sweepUploadedImages(db(), dataDir, Date.now())).toEqual([banner.name]);
    expect(await sweepUploadedImages(db(), dataDir, Date.now())).toEqual([]);
  });

  it('runs from the command line too, and the audit log names what it removed', async () => {
    const kept = await upload();
    const unused = await upload();
    await save('/admin/api/banners/save', { src: kept.url, sort: 1 });
    age(kept.name);
    age(unused.name);

    const pruned = await adminWith({ env: { DATA_DIR: dataDir } }, t.db.url, 'uploads:prune');
    expect(pruned.code, pruned.err).toBe(0);
    expect(pruned.out).toContain(`removed 1 unused uploaded image(s): ${unused.name}`);
    expect(stored()).toContain(kept.name);
    expect(stored()).not.toContain(unused.name);
    const audit = await db().selectFrom('audit_log').select(['action', 'target', 'before_json']).where('action', '=', 'uploads:prune').execute();
    expect(audit).toEqual([{ action: 'uploads:prune', target: 'uploads:images', before_json: JSON.stringify({ removed: [unused.name] }) }]);

    expect((await adminWith({ env: { DATA_DIR: dataDir } }, t.db.url, 'uploads:prune')).out).toContain('no unused uploaded images');
  }, 30_000);
});
