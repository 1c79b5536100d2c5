import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredTheme, THEME_STORAGE_KEY } from '../src/app/theme';
import { ThemeSync } from '../src/app/theme-sync';
import { appInfo } from './support/app-info-fixture';
import { fakeApi, ok } from './support/fake-api';

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const lightBlue = { mode: 'light', primary: '#0958d9', accent: '#b04000' } as const;

function resetDocument() {
  html.removeAttribute('style');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-prefers-color-scheme');
  localStorage.clear();
}

describe("the operator's theme", () => {
  afterEach(() => {
    resetDocument();
    vi.unstubAllGlobals();
  });

  it("puts the app info's theme in the CSS variables on <html>, text on the primary chosen for it, and keeps it", async () => {
    fakeApi({ '/api/app': ok(appInfo({ theme: lightBlue })) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(variable('--adm-color-primary')).toBe('#0958d9'));
    expect(variable('--app-color-accent')).toBe('#b04000');
    expect(variable('--app-color-on-primary')).toBe('#ffffff');
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.prefersColorScheme).toBe('light');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null')).toEqual(lightBlue);
  });

  it('paints the dark-and-gold default with near-black text on the gold', async () => {
    fakeApi({ '/api/app': ok(appInfo()) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeSync />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(variable('--adm-color-primary')).toBe('#d4a53c'));
    expect(variable('--app-color-on-primary')).toBe('#111111');
    expect(html.dataset.theme).toBe('dark');
    expect(html.dataset.prefersColorScheme).toBe('dark');
  });

  it("applies the last visit's theme before the app info is read, and ignores a stored value that is not a theme", () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(lightBlue));
    applyStoredTheme();
    expect(html.dataset.theme).toBe('light');
    expect(variable('--adm-color-primary')).toBe('#0958d9');

    resetDocument();
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ ...lightBlue, primary: 'red; background: url(x)' }));
    applyStoredTheme();
    expect(html.dataset.theme).toBeUndefined();
    expect(variable('--adm-color-primary')).toBe('');
  });

  it('leaves the theme the server wrote on <html> (the current one) rather than the last visit\'s', () => {
    html.dataset.theme = 'dark';
    html.style.setProperty('--adm-color-primary', '#e0b04a');
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(lightBlue));
    applyStoredTheme();
    expect(html.dataset.theme).toBe('dark');
    expect(variable('--adm-color-primary')).toBe('#e0b04a');
  });
});
