import { HEX_COLOUR, onPrimaryText } from '@casino/contract/colour-contrast';
import { DEFAULT_THEME, THEME_SURFACES, type SiteTheme } from '@casino/contract/site-theme';

/** The player app's text colour in each mode (--adm-color-text in its global.css). */
const TEXT = { dark: '#f2ead8', light: '#333333' } as const;

const valid = (colour: string | undefined, fallback: string) => (colour !== undefined && HEX_COLOUR.test(colour) ? colour : fallback);

/** A button and texts on the mode's background, in the colours being chosen: what the players will see. */
export function ThemePreview({ theme }: { theme: Partial<SiteTheme> }) {
  const mode = theme.mode === 'light' ? 'light' : 'dark';
  const primary = valid(theme.primary, DEFAULT_THEME.primary);
  const accent = valid(theme.accent, DEFAULT_THEME.accent);
  return (
    <div data-testid="theme-preview" style={{ padding: 16, borderRadius: 8, background: THEME_SURFACES[mode][1], color: TEXT[mode], border: '1px solid rgb(128 128 128 / 30%)' }}>
      <p style={{ margin: '0 0 8px' }}>
        账户余额 <strong style={{ color: accent }}>¥ 6,637.09</strong>
      </p>
      <span role="presentation" style={{ display: 'inline-block', padding: '8px 24px', borderRadius: 20, background: primary, color: onPrimaryText(primary) }}>
        立即存款
      </span>
      <span style={{ marginLeft: 16, color: primary }}>查看记录</span>
    </div>
  );
}
