/** WCAG 2 contrast, with no dependency: the player app runs it in its first load (app/theme.ts). */

/** The two colours text on the primary may take. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111111';

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on the primary. */
export function onPrimaryText(primary: string): string {
  return contrastRatio(LIGHT_TEXT, primary) >= contrastRatio(DARK_TEXT, primary) ? LIGHT_TEXT : DARK_TEXT;
}
