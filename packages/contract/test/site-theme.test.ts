import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../src/admin-messages';
import { checkSiteTheme } from '../src/rules/admin-site-theme';
import { DEFAULT_THEME, DARK_TEXT, LIGHT_TEXT, contrastRatio, onPrimaryText } from '../src/site-theme';

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#d4a53c', '#d4a53c')).toBe(1);
  });

  it("matches the published ratio of antd's blue on white (4.1:1)", () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });
});

describe('onPrimaryText', () => {
  it('is near-black on gold and white on a deep blue', () => {
    expect(onPrimaryText('#d4a53c')).toBe(DARK_TEXT);
    expect(onPrimaryText('#0958d9')).toBe(LIGHT_TEXT);
  });
});

describe('checkSiteTheme', () => {
  const cases: readonly [name: string, fields: Record<string, unknown>, expected: string | undefined][] = [
    ['the default dark-and-gold theme', DEFAULT_THEME, undefined],
    ['light with a deep blue primary', { mode: 'light', primary: '#0958d9', accent: '#b04000' }, undefined],
    ['upper-case hex', { mode: 'light', primary: '#0958D9', accent: '#B04000' }, undefined],
    ['no mode', { primary: '#d4a53c', accent: '#f3d27a' }, ADMIN_MSG.adminThemeMode],
    ['an unknown mode', { ...DEFAULT_THEME, mode: 'blue' }, ADMIN_MSG.adminThemeMode],
    ['a three-digit colour', { ...DEFAULT_THEME, primary: '#fc0' }, ADMIN_MSG.adminThemeColour],
    ['a colour name', { ...DEFAULT_THEME, accent: 'gold' }, ADMIN_MSG.adminThemeColour],
    ['no accent', { mode: 'dark', primary: '#d4a53c' }, ADMIN_MSG.adminThemeColour],
    // White on it is 4.2:1, near-black 4.5:1 short by a hair.
    ['a primary that carries no text', { mode: 'light', primary: '#e0403a', accent: '#b04000' }, ADMIN_MSG.adminThemePrimaryText],
    ["antd's blue on light surfaces (4.1:1 on white)", { mode: 'light', primary: '#1677ff', accent: '#b04000' }, ADMIN_MSG.adminThemePrimaryBackground],
    ['gold on light surfaces', { mode: 'light', primary: '#d4a53c', accent: '#b04000' }, ADMIN_MSG.adminThemePrimaryBackground],
    ['deep blue on dark surfaces', { mode: 'dark', primary: '#0958d9', accent: '#f3d27a' }, ADMIN_MSG.adminThemePrimaryBackground],
    ['a dark accent on dark surfaces', { mode: 'dark', primary: '#d4a53c', accent: '#8a1c1c' }, ADMIN_MSG.adminThemeAccentBackground],
    ['a pale accent on light surfaces', { mode: 'light', primary: '#0958d9', accent: '#f3d27a' }, ADMIN_MSG.adminThemeAccentBackground],
  ];
  it.each(cases)('%s', (_name, fields, expected) => {
    expect(checkSiteTheme(fields)).toBe(expected);
  });
});
