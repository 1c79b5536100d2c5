import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '../src/features/games/api';
import { PlatformForm } from '../src/features/games/platform-form';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const PLATFORM: Platform = { code: 'pg', name: 'PG电子', logo: '/assets/demo/brand/pg~PG电子.svg', sort: 3, hidden: false, games: 1, open_sessions: 0 };
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const UPLOADED = '/uploads/images/0123456789abcdef0123456789abcdef.png';

function openForm() {
  const saved = vi.fn();
  renderConsole(<PlatformForm platform={PLATFORM} onSaved={saved} onClose={vi.fn()} />);
  const dialog = screen.getByRole('dialog', { name: '编辑平台 pg' });
  const fileInput = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!fileInput) throw new Error('the logo field has its file picker');
  return { saved, dialog, fileInput, logo: within(dialog).getByLabelText('平台Logo') };
}

/** Issue #33 item 13: a platform's logo (the players' lobby card) uploaded in 编辑平台. */
describe('编辑平台: the platform logo', () => {
  it('shows the logo, uploads a picture into it with its preview, and saves it', async () => {
    const api = fakeAdminApi({ adminUpload: { data: { url: UPLOADED } }, adminSavePlatform: { data: [] } });
    const user = userEvent.setup({ delay: null });
    const { saved, dialog, fileInput, logo } = openForm();
    expect(logo).toHaveValue(PLATFORM.logo);
    expect(within(dialog).getByRole('img', { name: '平台Logo预览' })).toHaveAttribute('src', PLATFORM.logo);

    await user.upload(fileInput, new File([PNG_HEAD], 'pg.png', { type: 'image/png' }));
    await waitFor(() => expect(logo).toHaveValue(UPLOADED));
    expect(within(dialog).getByRole('img', { name: '平台Logo预览' })).toHaveAttribute('src', UPLOADED);
    expect(api.calls.filter((call) => call.name === 'adminUpload')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(api.sentTo('adminSavePlatform')).toEqual([{ code: 'pg', name: 'PG电子', logo: UPLOADED, sort: 3, hidden: false }]);
  });

  it('refuses a file that is not a picture, whatever its name, before sending it', async () => {
    const api = fakeAdminApi({ adminUpload: { data: { url: UPLOADED } } });
    const user = userEvent.setup({ delay: null });
    const { fileInput, logo } = openForm();
    await user.upload(fileInput, new File(['<html>not a picture</html>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(ADMIN_MSG.adminImageType)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(logo).toHaveValue(PLATFORM.logo);
  });

  it('refuses an address that is not an image address with the contract’s message, and sends nothing', async () => {
    const api = fakeAdminApi({ adminSavePlatform: { data: [] } });
    const user = userEvent.setup({ delay: null });
    const { saved, dialog, logo } = openForm();
    fireEvent.change(logo, { target: { value: 'javascript:alert(1)' } });
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(ADMIN_MSG.adminImageAddress)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(saved).not.toHaveBeenCalled();
  });
});
