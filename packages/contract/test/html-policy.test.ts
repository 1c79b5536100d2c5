import { describe, expect, it } from 'vitest';
import { enforceHtmlPolicy, HTML_SANITIZE_CONFIG, isAllowedImageSource, type PolicyElement } from '../src/html-policy';

/** An element as the hook sees it: a tag name and ordered attributes. */
function element(tagName: string, attributes: Record<string, string>): PolicyElement & { attributes: () => [string, string][] } {
  const list = new Map(Object.entries(attributes));
  return {
    tagName,
    getAttribute: (name) => list.get(name) ?? null,
    hasAttribute: (name) => list.has(name),
    setAttribute: (name, value) => void list.set(name, value),
    removeAttribute: (name) => void list.delete(name),
    attributes: () => [...list],
  };
}

const allowedUri = (value: string) => HTML_SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test(value);

describe('the HTML policy', () => {
  it('lets an address be http(s), mailto, tel or scheme-less, on any host', () => {
    for (const value of ['https://cdn.example/a.png', 'HTTP://example.com', 'mailto:a@b.c', 'tel:+861', '/a.png', 'a.png', '#top', '//cdn.example/a.png', '2']) {
      expect(allowedUri(value), value).toBe(true);
    }
    for (const value of ['javascript:alert(1)', 'JaVaScRiPt:x', 'vbscript:x', 'data:text/html,x', 'ftp://example.com', 'sms:1', 'blob:https://x/1']) {
      expect(allowedUri(value), value).toBe(false);
    }
  });

  it('lets an image load data: only as a raster image', () => {
    for (const src of ['data:image/png;base64,A', ' DATA:image/JPEG;base64,A', 'data:image/jpg;base64,A', 'data:image/gif;base64,A', 'data:image/webp;base64,A', '/a.png']) {
      expect(isAllowedImageSource(src), src).toBe(true);
    }
    for (const src of ['data:image/svg+xml,<svg>', 'data:text/html,x', ' data:image/png,x', 'data:image/pngx;base64,A']) {
      expect(isAllowedImageSource(src), src).toBe(false);
    }
  });

  it('gives a link with an address target and rel, last and in that order, whatever it had', () => {
    const link = element('A', { rel: 'opener', href: '/help', target: '_self' });
    enforceHtmlPolicy(link);
    expect(link.attributes()).toEqual([
      ['href', '/help'],
      ['target', '_blank'],
      ['rel', 'noopener noreferrer'],
    ]);
    const bare = element('A', {});
    enforceHtmlPolicy(bare);
    expect(bare.attributes()).toEqual([]);
  });

  it("takes a non-raster data: address from an image, and nothing from other elements' src", () => {
    const image = element('IMG', { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: '图' });
    enforceHtmlPolicy(image);
    expect(image.attributes()).toEqual([['alt', '图']]);
    const raster = element('IMG', { src: 'data:image/png;base64,AAAA' });
    enforceHtmlPolicy(raster);
    expect(raster.attributes()).toEqual([['src', 'data:image/png;base64,AAAA']]);
  });
});
