import { escapeMarkup } from '../../../server/src/platform/security/escape-markup';
import { drawGameTile, drawProviderLogo } from './lobby-art';

/**
 * Demo images drawn as SVG from a label, so the demo seed can reference banners, tiles and badges
 * without downloading anything. The label is escaped; nothing from the URL reaches the markup raw.
 */
export const DEMO_ART_KINDS = ['logo', 'banner', 'promo', 'float', 'game', 'slot', 'vip', 'qrcode', 'tile', 'brand'] as const;
export type DemoArtKind = (typeof DEMO_ART_KINDS)[number];

const SIZES: Record<DemoArtKind, [number, number]> = {
  logo: [240, 64],
  banner: [750, 300],
  promo: [690, 260],
  float: [120, 120],
  game: [240, 240],
  slot: [240, 240],
  vip: [120, 48],
  qrcode: [240, 240],
  tile: [240, 240],
  brand: [240, 96],
};

/** A stable hue for a label. */
function hueOf(label: string): number {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** A deterministic pattern of squares standing in for a QR code (the demo pays nobody). */
function qrPattern(label: string, size: number): string {
  const cells = 21;
  const cell = Math.floor((size - 24) / cells);
  let seed = hueOf(label) + 7;
  const squares: string[] = [];
  for (let y = 0; y < cells; y += 1) {
    for (let x = 0; x < cells; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const finder = (x < 7 && y < 7) || (x >= cells - 7 && y < 7) || (x < 7 && y >= cells - 7);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 7 >= 2 && x % 7 <= 4 && y % 7 >= 2 && y % 7 <= 4) : seed % 2 === 0;
      if (on) squares.push(`<rect x="${12 + x * cell}" y="${12 + y * cell}" width="${cell}" height="${cell}"/>`);
    }
  }
  return `<rect width="${size}" height="${size}" fill="#fff"/><g fill="#111">${squares.join('')}</g>`;
}

export function drawDemoArt(kind: DemoArtKind, label: string): string {
  if (kind === 'tile') return drawGameTile(label);
  if (kind === 'brand') return drawProviderLogo(label);
  const [width, height] = SIZES[kind];
  const text = escapeMarkup(label.slice(0, 24));
  const hue = hueOf(label);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,34%)"/></linearGradient></defs>`;
  const font = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-weight="700"`;
  if (kind === 'qrcode') return `${open}${qrPattern(label, width)}</svg>`;
  const fontSize = kind === 'banner' ? 56 : kind === 'promo' ? 44 : kind === 'float' ? 30 : kind === 'vip' ? 24 : kind === 'logo' ? 30 : Math.min(40, Math.floor(200 / Math.max(2, text.length)));
  const decoration =
    kind === 'game' || kind === 'slot'
      ? `<circle cx="${width * 0.78}" cy="${height * 0.22}" r="${width * 0.3}" fill="#fff" opacity="0.12"/><circle cx="${width * 0.2}" cy="${height * 0.85}" r="${width * 0.22}" fill="#000" opacity="0.1"/>`
      : `<circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.6}" fill="#fff" opacity="0.1"/>`;
  const radius = kind === 'vip' ? 24 : kind === 'float' ? 60 : kind === 'logo' ? 12 : 16;
  return `${open}${gradient}<rect width="${width}" height="${height}" rx="${radius}" fill="url(#g)"/>${decoration}<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" fill="#fff" font-size="${fontSize}" ${font}>${text}</text></svg>`;
}

/** The demo art of a game of a provider (`tile`) or of a provider's logo (`brand`): its provider's colour and motifs. */
export function demoLobbyArtUrl(kind: 'tile' | 'brand', provider: string, name: string): string {
  return demoArtUrl(kind, `${provider}~${name}`);
}

/** The URL of a demo image. */
export function demoArtUrl(kind: DemoArtKind, label: string): string {
  return `/assets/demo/${kind}/${encodeURIComponent(label)}.svg`;
}
