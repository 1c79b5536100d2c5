import { onPrimaryText } from './colour-contrast';

export type ThemeMode = 'dark' | 'light';

/** The dark mode's page colour (--app-color-page in apps/web/src/app/global.css), also the browser bar's colour. */
export const DARK_PAGE_COLOUR = '#0f0f13';

/** The browser's bar colour (<meta name="theme-color">): the dark page, or a light site's primary. */
export function themeColour(theme: { mode: ThemeMode; primary: string }): string {
  return theme.mode === 'dark' ? DARK_PAGE_COLOUR : theme.primary;
}

/**
 * The CSS variables an operator's theme sets on <html>, over apps/web/src/app/global.css: the server writes them into
 * index.html (a first visit) and the player app sets them from the app info (app/theme.ts). No zod: the player app's
 * first load imports this.
 */
export function themeVariables(theme: { primary: string; accent: string }): [name: string, value: string][] {
  return [
    ['--adm-color-primary', theme.primary],
    ['--app-color-accent', theme.accent],
    ['--app-color-on-primary', onPrimaryText(theme.primary)],
  ];
}
