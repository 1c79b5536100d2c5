import { LOCAL_CAPTCHA_IMAGE_COUNT } from '@casino/contract/constants';

/**
 * The local captcha list of SPEC §5 (21 images), used only against a backend without our captcha call.
 * Drawn as SVG here rather than shipped as images.
 */
const CODES = ['a3k9', 'b7m2', 'c4p8', 'd9t3', 'e2w6', 'f8h4', 'g5n7', 'h3q2', 'j6r9', 'k2v5', 'm8x3', 'n4y7', 'p9z2', 'q3b6', 'r7c4', 's2d8', 't6f3', 'u9g5', 'v4j7', 'w8k2', 'x3m6'];

if (CODES.length !== LOCAL_CAPTCHA_IMAGE_COUNT) throw new Error('the local captcha list must have 21 codes');

export function localCaptcha(previous?: string): { code: string; image: string } {
  let code = previous;
  while (code === previous) code = CODES[Math.floor(Math.random() * CODES.length)] ?? 'a3k9';
  const text = code ?? 'a3k9';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44"><rect width="120" height="44" fill="#f2f4f8"/><text x="60" y="30" font-size="26" font-family="monospace" text-anchor="middle" fill="#1677ff" letter-spacing="6">${text}</text></svg>`;
  return { code: text, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}
