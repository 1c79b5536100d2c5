import { z } from 'zod';
import type { ThemeMode } from './theme-variables';

export { DARK_TEXT, HEX_COLOUR, LIGHT_TEXT, contrastRatio, onPrimaryText } from './colour-contrast';
export { THEME_SURFACES, type ThemeMode } from './theme-variables';

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

