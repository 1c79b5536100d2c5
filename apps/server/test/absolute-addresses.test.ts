import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config';
import { signedInOperator } from './support/admins';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { multipartFile, PNG_1PX } from './support/images';
import { PAY_PASSWORD, registerMember } from './support/members';

/** The proxy the first server believes (TRUST_PROXY); light-my-request's own address is 127.0.0.1, another client. */
const PROXY = '10.0.0.1';
const ARTICLE_IMAGE = '/uploads/images/article.png';
const MESSAGE_IMAGE = '/uploads/images/message.png';
const CDN_BANNER = 'https://cdn.example/banner.png';

type Envelope = { code: number; message: unknown; data: unknown };
interface Asker {
  headers: Record<string, string>;
  remoteAddress?: string;
}

/** Every string of an answer, with the key it sits under. */
function stringsOf(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item, key));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => stringsOf(v, k));
  return [];
}

/** A path of this site where an address is answered: bare, or in an HTML attribute. */
const relativeAddresses = (answer: unknown) =>
  stringsOf(answer).filter(({ text }) => /^\/(?!\/)/.test(text) || /\s(?:src|href)=["']\/(?!\/)/.test(text));

async function ask(app: FastifyInstance, asker: Asker, method: 'GET' | 'POST', url: string, body: unknown, token?: string): Promise<Envelope> {
  const response = await app.inject({
    method,
    url,
    ...(asker.remoteAddress === undefined ? {} : { remoteAddress: asker.remoteAddress }),
    headers: { ...asker.headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
  });
  return response.json<Envelope>();
}

/** Puts an uploaded image in the content players read: an article, an inbox message, and a banner an operator gave a CDN address. */
async function addContent(t: TestApp): Promise<void> {
  const db = t.db.database.db;
  await db.updateTable('article').set({ content: `<p>注册<img src="${ARTICLE_IMAGE}" alt=""> <a href="/#/register">注册</a></p>` }).where('type', '=', 1).execute();
  await db.insertInto('inbox_message').values({ member_id: null, title: '图片消息', content: `<p><img src="${MESSAGE_IMAGE}"></p>`, created_at: Date.now() }).execute();
  await db.insertInto('banner').values({ src: CDN_BANNER, url: '/#/activity', background: '', sort: 9999 }).execute();
}

/**
 * The answers of the players' calls that carry addresses, asked as one client (its Host, its forwarded headers):
 * the site's logo and float, banners, service and agent pages, game tiles and slot pictures, promotions, the VIP
 * image, the avatar, pay images and pages (a receiving account's QR code, channel 5's page, AnToken's order), a
 * bound card's bank logo, and the HTML of an article and of an inbox message.
 */
async function playersAnswers(app: FastifyInstance, asker: Asker): Promise<Record<string, Envelope>> {
  const { token } = await registerMember(app);
  const call = (method: 'GET' | 'POST', url: string, body: unknown = {}) => ask(app, asker, method, url, body, token);
  const uploaded = multipartFile(PNG_1PX);
  const upload = await app.inject({
    method: 'POST',
    url: '/api/uploadimg',
    payload: uploaded.payload,
    ...(asker.remoteAddress === undefined ? {} : { remoteAddress: asker.remoteAddress }),
    headers: { ...asker.headers, authorization: `Bearer ${token}`, 'content-type': uploaded.contentType },
  });
  await call('POST', '/api/bindcard', { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: PAY_PASSWORD });
  const antoken = await call('POST', '/api/recharge', { paytype: 4, amount: '100' });
  return {
    app: await call('POST', '/api/app'),
    bannerList: await call('POST', '/api/bannerList'),
    getservicerurl: await call('POST', '/api/getservicerurl'),
    getAgentLoginUrl: await call('GET', '/api/getAgentLoginUrl'),
    gameList: await call('GET', '/api/game/list'),
    gameListApp: await call('GET', '/api/game_list_app'),
    gamelistBycode: await call('POST', '/api/gamelistBycode', { gamecode: 'pp' }),
    activitylist: await call('POST', '/api/activitylist'),
    activitydeatil: await call('POST', '/api/activitydeatil', { id: 1 }),
    uploadimg: upload.json<Envelope>(),
    user: await call('POST', '/api/user'),
    refreshusermoney: await call('POST', '/api/refreshusermoney'),
    getpaybank: await call('POST', '/api/getpaybank', { type: 'wechat' }),
    gopay: await call('POST', '/api/recharge', { paytype: 5, amount: '100' }),
    payinfo: await call('POST', '/api/payinfo', { deposit_no: antoken.message }),
    getcard: await call('POST', '/api/getcard', { type: 1 }),
    article: await call('POST', '/api/article', { type: 1 }),
    noticeList: await call('POST', '/api/noticeList'),
  };
}

/** Every answer succeeded and carries no path of this site; the answers that name our files name them at `origin`. */
function expectAbsoluteAt(answers: Record<string, Envelope>, origin: string): void {
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.code, `${name}: ${JSON.stringify(answer)}`).toBe(200);
    expect(relativeAddresses(answer), name).toEqual([]);
  }
  const data = (name: string): unknown => answers[name]?.data;
  const startingWith = (path: string) => expect.stringMatching(new RegExp(`^${(origin + path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)) as unknown;
  expect((data('app') as { site_logo: string }).site_logo).toEqual(startingWith('/assets/demo/logo/'));
  expect((data('app') as { float_image: string }).float_image).toEqual(startingWith('/assets/demo/float/'));
  expect((data('getservicerurl') as { url: string }).url).toBe(`${origin}/demo/kefu`);
  expect((data('getAgentLoginUrl') as { url: string }).url).toBe(`${origin}/demo/agent`);
  const banners = data('bannerList') as { src: string; url: string }[];
  expect(banners[0]?.src).toEqual(startingWith('/assets/demo/banner/'));
  // An address an operator gave in full is answered as given.
  expect(banners.find((banner) => banner.src === CDN_BANNER)?.url).toBe(`${origin}/#/activity`);
  expect((data('gameList') as { app_img: string }[])[0]?.app_img).toEqual(startingWith('/assets/demo/tile/'));
  expect((data('gamelistBycode') as { gamepic: string }[])[0]?.gamepic).toEqual(startingWith('/assets/demo/tile/'));
  expect((data('activitylist') as { data: { banner: string }[] }).data[0]?.banner).toEqual(startingWith('/assets/demo/promo/'));
  const avatar = (data('uploadimg') as { url: string }).url;
  expect(avatar).toEqual(startingWith('/uploads/avatars/'));
  expect(data('user')).toMatchObject({ avatar, vipname: startingWith('/assets/demo/vip/') });
  expect((data('getpaybank') as { payimg: string }).payimg).toEqual(startingWith('/assets/demo/qrcode/'));
  expect(answers.gopay?.message).toEqual({ info: { navurl: startingWith('/demo/pay/') } });
  expect((data('payinfo') as { url: string }).url).toEqual(startingWith('/demo/pay/'));
  expect((data('getcard') as { ico: string }[])[0]?.ico).toEqual(startingWith('/assets/demo/logo/'));
  expect((data('article') as { content: string }).content).toContain(`<img src="${origin}${ARTICLE_IMAGE}" alt=""> <a href="${origin}/#/register">`);
  expect(JSON.stringify(data('noticeList'))).toContain(`<img src=\\"${origin}${MESSAGE_IMAGE}\\">`);
}

describe.each(dialects)('every address the players API answers is absolute, on %s', (dialect) => {
  describe('without PUBLIC_URL: the request’s own origin', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { TRUST_PROXY: loadConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY });
      await addContent(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('builds them on the Host a client asked', async () => {
      expectAbsoluteAt(await playersAnswers(t.app, { headers: { host: 'other.example:8443' } }), 'http://other.example:8443');
    });

    it('on the forwarded protocol and host when the trusted proxy sends them', async () => {
      const forwarded = { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'm.casino.example' };
      expectAbsoluteAt(await playersAnswers(t.app, { headers: forwarded, remoteAddress: PROXY }), 'https://m.casino.example');
    });

    it('not on forwarded headers any other client writes', async () => {
      const forged = { host: 'other.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
      const answer = await ask(t.app, { headers: forged, remoteAddress: '203.0.113.9' }, 'POST', '/api/getservicerurl', {});
      expect(answer.data).toEqual({ url: 'http://other.example/demo/kefu' });
    });

    it('leaves them paths rather than build them on a Host that is no host name', async () => {
      const article = await ask(t.app, { headers: { host: 'x"onerror="alert(1)' } }, 'POST', '/api/article', { type: 1 });
      expect((article.data as { content: string }).content).toContain(`<img src="${ARTICLE_IMAGE}"`);
      expect(JSON.stringify(article)).not.toContain('onerror');
    });

    it('answers config.json with the origin the web app came from as its API base', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'other.example:8443' } });
      expect(response.json()).toEqual({ apiBase: 'http://other.example:8443' });
    });

    it('leaves the operators’ API its site paths, which the console saves back', async () => {
      const operator = await signedInOperator(t.app, t.db.database.db, 'addrops');
      const response = await t.app.inject({ method: 'GET', url: '/admin/api/banners', headers: { host: 'other.example', authorization: `Bearer ${operator.token}` } });
      const banners = (response.json<Envelope>().data as { data: { src: string }[] }).data;
      expect(banners.map((banner) => banner.src)).toContainEqual(expect.stringMatching(/^\/assets\/demo\/banner\//));
    });
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect, { PUBLIC_URL: 'https://casino.example/' });
      await addContent(t);
    });
    afterAll(async () => {
      await t.close();
    });

    it('builds them on PUBLIC_URL whatever the Host', async () => {
      expectAbsoluteAt(await playersAnswers(t.app, { headers: { host: 'other.example' } }), 'https://casino.example');
    });

    it('answers config.json with the origin the web app came from: the site may have other host names than PUBLIC_URL’s, and its calls stay same-origin', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'm.casino.example' } });
      expect(response.json()).toEqual({ apiBase: 'http://m.casino.example' });
    });
  });
});
