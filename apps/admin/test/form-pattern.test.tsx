import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Platform } from '../src/features/games/api';
import { PlatformForm } from '../src/features/games/platform-form';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const PLATFORM: Platform = { code: 'pg', name: 'PG电子', logo: '', sort: 3, hidden: false, games: 12, open_sessions: 0 };

/** 编辑平台, a FormModal saved through useCheckedSave, open over a screen. */
function openForm() {
  const saved = vi.fn();
  const closed = vi.fn();
  renderConsole(<PlatformForm platform={PLATFORM} onSaved={saved} onClose={closed} />);
  return { saved, closed, dialog: screen.getByRole('dialog', { name: '编辑平台 pg' }), name: screen.getByLabelText('平台名称'), sort: screen.getByLabelText('排序') };
}

describe('the form pattern (FormModal + useCheckedSave)', () => {
  it('opens with the row’s values', () => {
    const { name, sort } = openForm();
    expect(name).toHaveValue('PG电子');
    expect(sort).toHaveValue('3');
  });

  it('runs the contract’s rule first: the first broken rule’s message, and no call', async () => {
    const api = fakeAdminApi({ adminSavePlatform: { data: [] } });
    const user = userEvent.setup({ delay: null });
    const { saved, name, sort } = openForm();
    await user.clear(name);
    await user.clear(sort);
    await user.type(sort, '3');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformName)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(saved).not.toHaveBeenCalled();
  });

  it('sends what the rule passed, says 操作成功！ and hands back', async () => {
    const api = fakeAdminApi({ adminSavePlatform: { data: [] } });
    const user = userEvent.setup({ delay: null });
    const { saved, name } = openForm();
    await user.clear(name);
    await user.type(name, ' PG游戏 ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(api.sentTo('adminSavePlatform')).toEqual([{ code: 'pg', name: 'PG游戏', logo: '', sort: 3, hidden: false }]);
    expect(await screen.findByText(MSG.operationOk)).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays open with what was typed', async () => {
    fakeAdminApi({ adminSavePlatform: { refusal: '平台不存在' } });
    const user = userEvent.setup({ delay: null });
    const { saved, closed, dialog, name } = openForm();
    await user.clear(name);
    await user.type(name, '新名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('平台不存在')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(name).toHaveValue('新名字');
  });
});
