import { enforceHtmlPolicy, HTML_SANITIZE_CONFIG } from '@casino/contract/html-policy';
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | undefined;

/**
 * DOMPurify on a jsdom window, made when content HTML is first saved: jsdom takes a few hundred
 * milliseconds to load, which a server start (and every player) should not pay for.
 */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('afterSanitizeAttributes', enforceHtmlPolicy);
    return purify;
  })();
  return purifier;
}

/**
 * Content HTML as it is stored: the contract's HTML policy, the one the player app applies again on display, so
 * what is stored is what players see (and what any other client of the API is given).
 */
export async function sanitizeContentHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, HTML_SANITIZE_CONFIG);
}
