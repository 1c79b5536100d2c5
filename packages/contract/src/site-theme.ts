import { z } from 'zod';
import { DARK_PAGE_COLOUR, type ThemeMode } from './theme-variables';

export { DARK_TEXT, HEX_COLOUR, LIGHT_TEXT, contrastRatio, onPrimaryText } from './colour-contrast';
export type { ThemeMode } from './theme-variables';

/** The player app's brand theme (issue #33 item 12): light or dark surfaces, and the operator's two colours. */
export const THEME_MODES = ['dark', 'light'] as const satisfies readonly ThemeMode[];

export const siteThemeSchema = z.object({
  mode: z.enum(THEME_MODES),
  /** #rrggbb: buttons, links, the active tab; text on it is white or near-black (onPrimaryText). */
  primary: z.string(),
  /** #rrggbb: highlights drawn as text or marks on the mode's surfaces. */
  accent: z.string(),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;

/** Dark surfaces and a gold primary: the look Chinese-market players know. */
export const DEFAULT_THEME: SiteTheme = { mode: 'dark', primary: '#d4a53c', accent: '#f3d27a' };


/**
 * The surfaces each mode draws text on: the page, antd-mobile's background and its box. They are the values of
 * --app-color-page, --adm-color-background and --adm-color-box in apps/web/src/app/global.css: change both together.
 */
export const THEME_SURFACES: Readonly<Record<ThemeMode, readonly string[]>> = {
  dark: [DARK_PAGE_COLOUR, '#1a1a20', '#24242c'],
  light: ['#f5f6fa', '#ffffff', '#f5f5f5'],
};
