import { ADMIN_IDLE_MS, ADMIN_LAST_SEEN_EVERY_MS } from '@casino/contract/admin-session';
import { MSG } from '@casino/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession } from '../src/api/session';
import type { Platform } from '../src/features/games/api';
import { PlatformForm } from '../src/features/games/platform-form';
import { IdleWarning } from '../src/features/sign-in/idle-warning';
import { ReSignInModal } from '../src/features/sign-in/re-sign-in-modal';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const PLATFORM: Platform = { code: 'pg', name: 'PG电子', logo: '', sort: 3, hidden: false, games: 12, open_sessions: 0 };
const ENDED = { refusal: MSG.unauthorized, code: 401, status: 401 };

/** The open dialog of this title (antd names every dialog's title "test-id" under test, so two open at once share an id). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error(`no dialog around ${title}`);
  return dialog;
}
const noDialogTitled = (title: string) => screen.queryByText(title, { selector: '.ant-modal-title' });

/** An open form (编辑平台) over the console, with the sign-in again that every screen has. */
function openFormOverConsole() {
  const saved = vi.fn();
  renderConsole(
    <>
      <PlatformForm platform={PLATFORM} onSaved={saved} onClose={() => undefined} />
      <ReSignInModal />
    </>,
  );
  return { saved, form: screen.getByRole('dialog', { name: '编辑平台 pg' }), name: screen.getByLabelText('平台名称') };
}

describe('a session that ended while a form was open (issue #30 item 10)', () => {
  it('asks the same operator to sign in again over the form, then saves what was typed', async () => {
    adminSession.start('old-token', 'ops1');
    const api = fakeAdminApi({ adminSavePlatform: [ENDED, { data: [] }], adminLogin: { data: { token: 'new-token', name: 'ops1', role: 'content' } }, adminMe: { data: { name: 'ops1', role: 'content', maintenance: null } } });
    const user = userEvent.setup({ delay: null });
    const { saved, form, name } = openFormOverConsole();
    await user.clear(name);
    await user.type(name, 'PG游戏');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    const again = await dialogTitled('重新登录');
    // Their own name, not to be changed: the save waiting is theirs.
    expect(within(again).getByLabelText('账号')).toHaveValue('ops1');
    expect(within(again).getByLabelText('账号')).toBeDisabled();
    // The form stays, with what was typed, and nothing was saved yet.
    expect(form).toBeInTheDocument();
    expect(name).toHaveValue('PG游戏');
    expect(saved).not.toHaveBeenCalled();
    expect(adminSession.token()).toBe('old-token');

    await user.type(within(again).getByLabelText('密码'), 'desk-password-1');
    await user.type(within(again).getByLabelText('动态验证码'), 'abcd-2345');
    await user.click(within(again).getByRole('button', { name: '登录并继续' }));

    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(api.sentTo('adminLogin')).toEqual([{ name: 'ops1', password: 'desk-password-1', code: 'abcd-2345' }]);
    // The same save, sent again with the new session.
    expect(api.calls.filter((call) => call.name === 'adminSavePlatform').map((call) => [call.token, call.sent])).toEqual([
      ['old-token', { code: 'pg', name: 'PG游戏', logo: '', sort: 3, hidden: false }],
      ['new-token', { code: 'pg', name: 'PG游戏', logo: '', sort: 3, hidden: false }],
    ]);
    expect(adminSession.token()).toBe('new-token');
    expect(await screen.findByText(MSG.operationOk)).toBeInTheDocument();
    await waitFor(() => expect(noDialogTitled('重新登录')).not.toBeInTheDocument());
  });

  it('stays open on a wrong password, and giving up ends the session without saving', async () => {
    adminSession.start('old-token', 'ops2');
    const api = fakeAdminApi({ adminSavePlatform: [ENDED, { data: [] }], adminLogin: { refusal: '账号、密码或动态验证码错误', code: 203 } });
    const user = userEvent.setup({ delay: null });
    const { saved, form, name } = openFormOverConsole();
    await user.type(name, '新');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const again = await dialogTitled('重新登录');
    await user.type(within(again).getByLabelText('密码'), 'wrong-password-1');
    await user.type(within(again).getByLabelText('动态验证码'), '123456');
    await user.click(within(again).getByRole('button', { name: '登录并继续' }));
    expect(await screen.findByText('账号、密码或动态验证码错误')).toBeInTheDocument();
    expect(again).toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: '返回登录页' }));
    await waitFor(() => expect(adminSession.token()).toBeNull());
    expect(saved).not.toHaveBeenCalled();
    expect(api.sentTo('adminSavePlatform')).toHaveLength(1);
  });
});

describe('the idle warning', () => {
  it('counts down the last two minutes before the session may go idle, and 继续使用 keeps it', async () => {
    adminSession.start('token', 'ops3');
    // The last answered call 27½ minutes ago: the server may end the session a minute before 30 minutes after it.
    localStorage.setItem('casino_admin_last_call', String(Date.now() - (ADMIN_IDLE_MS - ADMIN_LAST_SEEN_EVERY_MS - 90_000)));
    const api = fakeAdminApi({ adminMe: { data: { name: 'ops3', role: 'owner', maintenance: null } } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<IdleWarning />);
    const warning = await dialogTitled('会话即将过期');
    expect(within(warning).getByTestId('idle-countdown').textContent).toMatch(/^01:(29|30)$/);
    await user.click(within(warning).getByRole('button', { name: '继续使用' }));
    await waitFor(() => expect(api.sentTo('adminMe')).toHaveLength(1));
    await waitFor(() => expect(noDialogTitled('会话即将过期')).not.toBeInTheDocument());
  });
});
