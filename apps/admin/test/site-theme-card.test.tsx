import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { MSG } from '@casino/contract/messages';
import { DEFAULT_THEME } from '@casino/contract/site-theme';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteThemeCard } from '../src/features/settings/site-theme-card';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

/** Opens the colour picker of a field and types a hex colour in its panel. */
async function pickColour(user: ReturnType<typeof userEvent.setup>, field: string, hex: string) {
  const item = screen.getByText(field, { selector: 'label' }).closest('.ant-form-item');
  const trigger = item?.querySelector<HTMLElement>('.ant-color-picker-trigger');
  if (!trigger) throw new Error(`no colour picker for ${field}`);
  await user.click(trigger);
  const inputs = document.querySelectorAll<HTMLInputElement>('.ant-color-picker-hex-input input');
  const input = [...inputs].at(-1);
  if (!input) throw new Error('the picker has no hex input');
  await user.clear(input);
  await user.type(input, hex);
  await user.keyboard('{Escape}');
}

const preview = () => screen.getByTestId('theme-preview');

describe('the brand theme card (品牌主题)', () => {
  it('shows the theme read, and its preview follows the mode chosen', async () => {
    fakeAdminApi({ adminSiteTheme: { data: DEFAULT_THEME } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<SiteThemeCard />);
    expect(await screen.findByRole('radio', { name: '深色' })).toBeChecked();
    expect(preview()).toHaveStyle({ background: '#1a1a20' });
    expect(screen.getByText('立即存款')).toHaveStyle({ background: '#d4a53c', color: '#111111' });
    await user.click(screen.getByText('浅色'));
    await waitFor(() => expect(preview()).toHaveStyle({ background: '#ffffff' }));
  });

  it("runs the contract's rule first: gold on light surfaces is refused with its message, and nothing is sent", async () => {
    const api = fakeAdminApi({ adminSiteTheme: { data: DEFAULT_THEME }, adminSaveSiteTheme: { data: DEFAULT_THEME } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<SiteThemeCard />);
    await user.click(await screen.findByText('浅色'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(ADMIN_MSG.adminThemePrimaryBackground)).toBeInTheDocument();
    expect(api.sentTo('adminSaveSiteTheme')).toEqual([]);
  });

  it('saves the mode and the colours picked', async () => {
    const light = { mode: 'light', primary: '#0958d9', accent: '#b04000' };
    const api = fakeAdminApi({ adminSiteTheme: [{ data: DEFAULT_THEME }, { data: light }], adminSaveSiteTheme: { data: light } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<SiteThemeCard />);
    await user.click(await screen.findByText('浅色'));
    await pickColour(user, '主色', '0958d9');
    await pickColour(user, '强调色', 'b04000');
    await waitFor(() => expect(screen.getByText('立即存款')).toHaveStyle({ background: '#0958d9', color: '#ffffff' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(MSG.operationOk)).toBeInTheDocument();
    expect(api.sentTo('adminSaveSiteTheme')).toEqual([light]);
  });

  it('恢复默认 saves the dark-and-gold theme', async () => {
    const light = { mode: 'light', primary: '#0958d9', accent: '#b04000' };
    const api = fakeAdminApi({ adminSiteTheme: [{ data: light }, { data: DEFAULT_THEME }], adminSaveSiteTheme: { data: DEFAULT_THEME } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<SiteThemeCard />);
    await user.click(await screen.findByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(api.sentTo('adminSaveSiteTheme')).toEqual([DEFAULT_THEME]));
    expect(await screen.findByRole('radio', { name: '深色' })).toBeChecked();
  });
});
