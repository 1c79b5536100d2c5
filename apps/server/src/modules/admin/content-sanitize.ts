import type { DOMPurify } from 'dompurify';

/** Raster images only: an svg behind a data: address is markup of its own. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

/** What the hook reads of an element (the server compiles without the DOM's types). */
interface HookElement {
  tagName: string;
  getAttribute(name: string): string | null;
  removeAttribute(name: string): void;
}

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify on a jsdom window, made when content HTML is first saved: jsdom takes a few hundred
 * milliseconds to load, which a server start (and every player) should not pay for.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('afterSanitizeAttributes', (node: HookElement) => {
      const src = node.getAttribute('src');
      if (node.tagName === 'IMG' && src !== null && src.trim().toLowerCase().startsWith('data:') && !RASTER_DATA_IMAGE.test(src.trim())) {
        node.removeAttribute('src');
      }
    });
    return purify;
  })();
  return purifier;
}

// The player app's SafeHtml rules (apps/web/src/shared/safe-html.tsx), so what is stored is what players see.
const CONFIG = {
  FORBID_TAGS: ['svg', 'math', 'template', 'noscript', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe'],
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Content HTML as it is stored: no scripts, event handlers or javascript: links (the player app sanitizes again on display). */
export async function sanitizeContentHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, CONFIG);
}
