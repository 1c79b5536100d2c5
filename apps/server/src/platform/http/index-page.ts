import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HEX_COLOUR } from '@casino/contract/colour-contrast';
import { DEFAULT_THEME, type SiteTheme } from '@casino/contract/site-theme';
import { themeColour, themeVariables } from '@casino/contract/theme-variables';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An image address fit for an attribute: root-relative or http(s), without quotes, spaces or markup. */
const PRELOADABLE = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]+$/;

/** Where the web app's splash (apps/web/index.html) takes the first banner. */
const SPLASH_BANNER = /<!-- first banner:[^>]*-->/;

/**
 * index.html with `image`, the first banner's, preloaded at the end of its head and shown in the splash;
 * unchanged when there is none.
 */
export function withFirstBanner(html: string, image: string | undefined): string {
  if (image === undefined || !PRELOADABLE.test(image)) return html;
  const href = image.replaceAll('&', '&amp;');
  return html
    .replace('</head>', `<link rel="preload" as="image" href="${href}" fetchpriority="high" /></head>`)
    .replace(SPLASH_BANNER, `<img class="boot-splash-banner" src="${href}" alt="" width="750" height="300" fetchpriority="high" />`);
}

const isDefault = (theme: SiteTheme) =>
  theme.mode === DEFAULT_THEME.mode && theme.primary.toLowerCase() === DEFAULT_THEME.primary && theme.accent.toLowerCase() === DEFAULT_THEME.accent;

/**
 * index.html in the site's theme: on <html>, what the web app's app/theme.ts sets (the mode, the two colours and
 * the text on the primary), and the browser bar's colour, so the splash and the first render are drawn in it on a
 * first visit too. The default theme is the stylesheet's own, and a theme that is not two #rrggbb colours is not written.
 */
export function withTheme(html: string, theme: SiteTheme): string {
  if (isDefault(theme) || !HEX_COLOUR.test(theme.primary) || !HEX_COLOUR.test(theme.accent)) return html;
  const mode = theme.mode === 'light' ? 'light' : 'dark';
  const style = themeVariables(theme)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return html
    .replace(/<html([^>]*)>/, `<html$1 data-theme="${mode}" data-prefers-color-scheme="${mode}" style="${style}">`)
    .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${themeColour({ mode, primary: theme.primary })}"`);
}

/** What index.html is answered with: the first banner's image, and the site's theme. */
export interface FirstPaint {
  banner: () => Promise<string | undefined>;
  theme: () => Promise<SiteTheme>;
}

interface Encoded {
  html: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The answer of `/`: the built index.html with the first banner's image preloaded and in the splash. The
 * banner is the largest thing the home paints: the browser asks for it beside the scripts rather than
 * after them and the banner list, and a phone shows it while the scripts still load. A theme other than the
 * default is written on <html>, so a light site's first visit is never drawn dark first. Read on each load (a
 * new build or banner shows at once), compressed once per content, answered 304 to a client that has it.
 */
export function indexPage(webRoot: string, firstPaint: FirstPaint) {
  let last: Encoded | undefined;
  const encoded = (html: string): Encoded => {
    if (last?.html !== html) {
      last = {
        html,
        etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html),
      };
    }
    return last;
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [file, banner, theme] = await Promise.all([readFile(join(webRoot, 'index.html'), 'utf8'), firstPaint.banner(), firstPaint.theme()]);
    const page = encoded(withTheme(withFirstBanner(file, banner), theme));
    reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };
}
