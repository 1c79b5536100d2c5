import { crc32, deflateSync } from 'node:zlib';

/**
 * The app icon (public/favicon.svg: a blue rounded square, a white ring, a gold centre) drawn as a PNG of
 * the given size, for the web app manifest and iOS's home screen, which want bitmaps. Drawn here rather than
 * rasterized from the SVG, so the build needs no image tool. `maskable` fills the square to the edges.
 */
export function appIconPng(size: number, { maskable = false } = {}): Buffer {
  const samples = 4;
  const pixels = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    pixels[y * (size * 4 + 1)] = 0; // PNG filter: none
    for (let x = 0; x < size; x += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          // In the SVG's own 64-unit square.
          const u = ((x + (sx + 0.5) / samples) / size) * 64;
          const v = ((y + (sy + 0.5) / samples) / size) * 64;
          const [pr, pg, pb, pa] = colourAt(u, v, maskable);
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      }
      const offset = y * (size * 4 + 1) + 1 + x * 4;
      pixels[offset] = a === 0 ? 0 : Math.round(r / a);
      pixels[offset + 1] = a === 0 ? 0 : Math.round(g / a);
      pixels[offset + 2] = a === 0 ? 0 : Math.round(b / a);
      pixels[offset + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

type Rgba = [number, number, number, number];
const BLUE: Rgba = [0x16, 0x77, 0xff, 1];
const WHITE: Rgba = [0xff, 0xff, 0xff, 1];
const GOLD: Rgba = [0xff, 0xd6, 0x66, 1];
const NONE: Rgba = [0, 0, 0, 0];

function colourAt(u: number, v: number, maskable: boolean): Rgba {
  // A maskable icon keeps its drawing inside the middle 80% (the safe zone) and fills the rest.
  const [x, y] = maskable ? [32 + (u - 32) / 0.8, 32 + (v - 32) / 0.8] : [u, v];
  const distance = Math.hypot(x - 32, y - 32);
  if (distance <= 7) return GOLD;
  if (Math.abs(distance - 19) <= 2.5) return WHITE;
  if (maskable) return BLUE;
  // The rounded square: radius 14.
  const cx = Math.min(Math.max(x, 14), 50);
  const cy = Math.min(Math.max(y, 14), 50);
  return Math.hypot(x - cx, y - cy) <= 14 ? BLUE : NONE;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}
