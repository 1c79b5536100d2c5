import { ADMIN_MSG } from '../admin-messages';
import { firstBroken, text, type Rule } from './check';

export interface BannerFields {
  src?: unknown;
  url?: unknown;
  background?: unknown;
  sort?: unknown;
}

/**
 * An image or link address a page may carry: a path of this site or an http(s) address, without quotes,
 * spaces or markup (index.html preloads the first banner's image in an attribute).
 */
export const SITE_OR_WEB_ADDRESS = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]+$/;
/** A banner's background: empty, or a CSS hex colour. */
const HEX_COLOUR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/;
export const BANNER_SORT_MAX = 9999;

const bannerRules: readonly Rule<BannerFields>[] = [
  [(f) => text(f.src).length <= 500 && SITE_OR_WEB_ADDRESS.test(text(f.src)), ADMIN_MSG.adminImageAddress],
  [(f) => text(f.url) === '' || (text(f.url).length <= 500 && SITE_OR_WEB_ADDRESS.test(text(f.url))), ADMIN_MSG.adminBannerLink],
  [(f) => HEX_COLOUR.test(text(f.background)), ADMIN_MSG.adminBannerBackground],
  [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= BANNER_SORT_MAX, ADMIN_MSG.adminSortRange],
];

/** A home banner as an operator saves it: the image, then the link, the background colour and the order. */
export function checkBanner(fields: BannerFields): string | undefined {
  return firstBroken(fields, bannerRules);
}
