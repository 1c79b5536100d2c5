import { onPrimaryText } from './colour-contrast';

/**
 * The CSS variables an operator's theme sets on <html>, over apps/web/src/app/global.css: the server writes them into
 * index.html (a first visit) and the player app sets them from the app info (app/theme.ts). No zod: the player app's
 * first load imports this.
 */
export type ThemeMode = 'dark' | 'light';

/**
 * The surfaces each mode draws text on: the page, antd-mobile's background and its box. They are the values of
 * --app-color-page, --adm-color-background and --adm-color-box in apps/web/src/app/global.css: change both together.
 */
export const THEME_SURFACES: Readonly<Record<ThemeMode, readonly string[]>> = {
  dark: ['#0f0f13', '#1a1a20', '#24242c'],
  light: ['#f5f6fa', '#ffffff', '#f5f5f5'],
};

/** The browser's bar colour (<meta name="theme-color">): the dark page, or a light site's primary. */
export function themeColour(theme: { mode: ThemeMode; primary: string }): string {
  return theme.mode === 'dark' ? (THEME_SURFACES.dark[0] ?? theme.primary) : theme.primary;
}

export function themeVariables(theme: { primary: string; accent: string }): [name: string, value: string][] {
  return [
    ['--adm-color-primary', theme.primary],
    ['--app-color-accent', theme.accent],
    ['--app-color-on-primary', onPrimaryText(theme.primary)],
  ];
}
