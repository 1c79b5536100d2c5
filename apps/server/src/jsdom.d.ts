// jsdom ships no types; the server uses it only as the window DOMPurify sanitizes in.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: import('dompurify').WindowLike;
  }
}
