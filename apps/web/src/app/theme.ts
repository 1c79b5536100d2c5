import { HEX_COLOUR } from '@casino/contract/colour-contrast';
import type { SiteTheme } from '@casino/contract/site-theme';
import { themeColour, themeVariables } from '@casino/contract/theme-variables';

/** Where the last theme the server answered is kept, so the next visit paints in it before the app info comes. */
export const THEME_STORAGE_KEY = 'site-theme';

/**
 * Applies the operator's theme on <html>: data-theme="light" switches global.css's neutrals (dark is the default),
 * data-prefers-color-scheme is antd-mobile's own dark switch, and the operator's colours go to the variables as
 * inline properties, which outrank every stylesheet rule.
 */
export function applyTheme(theme: SiteTheme): void {
  const html = document.documentElement;
  html.dataset.theme = theme.mode;
  html.dataset.prefersColorScheme = theme.mode;
  for (const [name, value] of themeVariables(theme)) html.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColour(theme));
}

/** A theme as stored: anything else (an older app's value, a hand edit) is not applied. */
function isTheme(value: unknown): value is SiteTheme {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, primary, accent } = value as Record<string, unknown>;
  return (mode === 'dark' || mode === 'light') && typeof primary === 'string' && HEX_COLOUR.test(primary) && typeof accent === 'string' && HEX_COLOUR.test(accent);
}

/**
 * The theme of the last visit, applied before the first render; none (first visit) leaves the CSS default. Our
 * server writes the current theme on <html> of index.html (apps/server/src/platform/http/index-page.ts): that one stands.
 */
export function applyStoredTheme(): void {
  if (document.documentElement.dataset.theme !== undefined) return;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
    if (isTheme(stored)) applyTheme(stored);
  } catch {
    // Storage blocked or a broken value: the default theme stands.
  }
}

/** The server's theme, applied now and kept for the next visit's first paint. */
export function applyAndKeepTheme(theme: SiteTheme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // Private mode may refuse storage: the next visit starts from the default theme.
  }
}
