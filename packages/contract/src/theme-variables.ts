import { onPrimaryText } from './colour-contrast';

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
