import type { FastifyInstance } from 'fastify';
import { publicOrigin } from './public-url';

/**
 * The fields of the players' answers that hold an address an app shows or opens (API-NOTES' names: `vipname` is
 * the tier's image, `ico` a bank's logo). An operator may give any of them as a path of this site.
 */
const ADDRESS_FIELDS = new Set([
  'site_logo',
  'float_image',
  'ios_download_url',
  'service_url',
  'agent_login_url',
  'visit_url',
  'src',
  'url',
  'banner',
  'app_img',
  'gamepic',
  'payimg',
  'qrcode',
  'navurl',
  'pay_url',
  'avatar',
  'vipname',
  'ico',
]);
/** The fields holding sanitized HTML: articles, notices, promotions, inbox messages, the home's popup. */
const HTML_FIELDS = new Set(['content', 'webcontent']);
/** Paths of our own files and pages, in whatever field they are answered. */
const OWN_PATH = /^\/(?:uploads|assets|demo|demo-game|gateway)\//;
/** A path of this site: one slash, not two (`//host/…` names another host). */
const SITE_PATH = /^\/(?!\/)/;
/** An attribute of sanitized HTML holding a path of this site (the sanitizer writes attributes in double quotes). */
const HTML_SITE_ADDRESS = /(\s(?:src|href|poster)=)(["'])\/(?!\/)/g;

function absoluteText(text: string, field: string, origin: string): string {
  if (SITE_PATH.test(text) && (ADDRESS_FIELDS.has(field) || OWN_PATH.test(text))) return `${origin}${text}`;
  if (HTML_FIELDS.has(field)) return text.replace(HTML_SITE_ADDRESS, (_match, attribute: string, quote: string) => `${attribute}${quote}${origin}/`);
  return text;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** The answer with every path of this site it holds as an address made absolute at `origin`; addresses given in full stay. */
export function withAbsoluteAddresses(value: unknown, origin: string, field = ''): unknown {
  if (typeof value === 'string') return absoluteText(value, field, origin);
  if (Array.isArray(value)) return value.map((item: unknown) => withAbsoluteAddresses(item, origin, field));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withAbsoluteAddresses(item, origin, key)]));
  return value;
}

/**
 * Every address the players' API answers is absolute, on PUBLIC_URL or the request's own origin, so a client on
 * another origin (a web app pointed at us by its config.json) loads our images and opens our pages. The operators'
 * API is left its paths: the console saves them back.
 */
export function registerAbsoluteAddresses(api: FastifyInstance, publicUrl: string): void {
  api.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const origin = publicOrigin(publicUrl, request);
    return origin === undefined ? payload : withAbsoluteAddresses(payload, origin);
  });
}
