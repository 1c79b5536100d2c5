import { ADMIN_MSG } from '../admin-messages';
import { HEX_COLOUR, THEME_MODES, THEME_SURFACES, contrastRatio, onPrimaryText, type ThemeMode } from '../site-theme';
import { firstBroken, text, type Rule } from './check';

export interface SiteThemeFields {
  mode?: unknown;
  primary?: unknown;
  accent?: unknown;
}

/** Item 11's rule for text, which both colours are drawn as (links, the active tab, highlights). */
export const TEXT_CONTRAST = 4.5;

const modeOf = (f: SiteThemeFields) => THEME_MODES.find((mode) => mode === text(f.mode));
const colour = (value: unknown) => HEX_COLOUR.test(text(value));

/** The lowest contrast of a colour against every surface of the mode. */
function leastContrast(value: unknown, mode: ThemeMode): number {
  return Math.min(...THEME_SURFACES[mode].map((surface) => contrastRatio(text(value), surface)));
}

const themeRules: readonly Rule<SiteThemeFields>[] = [
  [(f) => modeOf(f) !== undefined, ADMIN_MSG.adminThemeMode],
  [(f) => colour(f.primary) && colour(f.accent), ADMIN_MSG.adminThemeColour],
  [(f) => contrastRatio(onPrimaryText(text(f.primary)), text(f.primary)) >= TEXT_CONTRAST, ADMIN_MSG.adminThemePrimaryText],
  [(f) => leastContrast(f.primary, modeOf(f) ?? 'dark') >= TEXT_CONTRAST, ADMIN_MSG.adminThemePrimaryBackground],
  [(f) => leastContrast(f.accent, modeOf(f) ?? 'dark') >= TEXT_CONTRAST, ADMIN_MSG.adminThemeAccentBackground],
];

/**
 * The brand theme: 深色 or 浅色 and two #rrggbb colours that keep text readable (WCAG 2, 4.5:1): a primary that
 * carries white or near-black text, and a primary and accent readable on every surface of the mode.
 */
export function checkSiteTheme(fields: SiteThemeFields): string | undefined {
  return firstBroken(fields, themeRules);
}
