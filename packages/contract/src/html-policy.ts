/**
 * The one policy for server HTML (promotions, articles, announcements, inbox, pay info): the server applies it
 * when content is saved, the player app when it shows HTML, the console when it previews it. Plain data and a
 * pure hook, so the contract needs no sanitizer of its own: each side builds its DOMPurify from
 * HTML_SANITIZE_CONFIG and adds enforceHtmlPolicy as its afterSanitizeAttributes hook.
 */

/** Schemes a link or image address may name. Any host; an address without a scheme (a site path) is allowed too. */
export const URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** The data: images an image may load: raster images only, since an svg behind data: is markup of its own. */
export const IMAGE_DATA_TYPES = ['png', 'gif', 'jpeg', 'jpg', 'webp'] as const;

/** What a link with an address gets: it opens outside the app, and the page it opens gets no handle on ours. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The options DOMPurify takes (its Config's fields of the same names); everything else is DOMPurify's default. */
export interface HtmlSanitizeConfig {
  readonly FORBID_TAGS: string[];
  readonly FORBID_ATTR: string[];
  readonly ALLOWED_URI_REGEXP: RegExp;
}

export const HTML_SANITIZE_CONFIG: HtmlSanitizeConfig = {
  // Foreign markup (svg, math) and anything that runs, submits, frames or restyles the app goes; so do
  // class, id and name, which could dress content as the app's own controls or clobber its globals.
  FORBID_TAGS: ['svg', 'math', 'template', 'noscript', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe'],
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  // DOMPurify's default with URL_SCHEMES for its list: an address starts with one of them, or has no scheme at
  // all. It also vets plain attribute values such as colspan="2", which have no scheme.
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i'),
};

/** What the hook reads and writes of an element: the DOM's Element, in a browser or on jsdom (the server compiles without the DOM's types). */
export interface PolicyElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

const RASTER_DATA_IMAGE = new RegExp(`^data:image/(?:${IMAGE_DATA_TYPES.join('|')});`, 'i');

/** Whether an image may load this address (one DOMPurify kept): anything but a data: address that is not a raster image. */
export function isAllowedImageSource(src: string): boolean {
  const address = src.trim();
  return !address.toLowerCase().startsWith('data:') || RASTER_DATA_IMAGE.test(address);
}

/** The afterSanitizeAttributes hook: links get LINK_ATTRIBUTES, images lose a data: address that is not a raster image. */
export function enforceHtmlPolicy(node: PolicyElement): void {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // Removed first so they always come last, in this order: HTML sanitized again (stored, then shown) reads the same.
    for (const [name, value] of Object.entries(LINK_ATTRIBUTES)) {
      node.removeAttribute(name);
      node.setAttribute(name, value);
    }
  }
  const src = node.getAttribute('src');
  if (node.tagName === 'IMG' && src !== null && !isAllowedImageSource(src)) node.removeAttribute('src');
}
