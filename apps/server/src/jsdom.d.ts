// jsdom ships no types; the server uses it only as the window DOMPurify sanitizes in.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';

  export class JSDOM {
    constructor(html?: string);
    readonly window: WindowLike;
  }
}
