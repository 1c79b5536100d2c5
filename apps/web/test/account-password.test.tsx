import { MSG } from '@casino/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPage from '../src/features/account/account-page';
import { session } from '../src/shared/session';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok, refused } from './support/fake-api';

const old = () => screen.getByPlaceholderText('请输入旧密码');
const fresh = () => screen.getByPlaceholderText('至少8位字母和数字组合');
const confirmation = () => screen.getByPlaceholderText('请再次输入新密码');

describe('the login password dialog of /account (SPEC §5 password change, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  async function openDialog() {
    // The dialog's opening animation keeps pointer-events off in jsdom, where it never runs.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen('/account', <AccountPage />, '/account');
    await user.click(await screen.findByText('登录密码'));
    expect(await screen.findByText('修改登录密码')).toBeInTheDocument();
    const submit = () => user.click(screen.getByRole('button', { name: '确定' }));
    const retype = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      if (text) await user.type(input, text);
    };
    return { user, submit, retype };
  }

  it('checks the seven rules in their order, then the registration rule, with the exact messages, and sends nothing', { timeout: 20_000 }, async () => {
    const api = fakeApi({ '/api/user': ok(member()) });
    const { submit, retype } = await openDialog();
    const expectToast = async (message: string) => expect(await screen.findByText(message)).toBeInTheDocument();

    await submit();
    await expectToast('请输入旧密码');
    await retype(old(), 'abc12');
    await submit();
    await expectToast('请输入新密码');
    await retype(fresh(), 'abc12');
    await submit();
    await expectToast('请输入确认密码');
    await retype(confirmation(), 'x');
    await submit();
    await expectToast('请输入正确的旧密码长度');
    await retype(old(), 'abc123');
    await submit();
    await expectToast('请输入正确的新密码长度');
    await retype(fresh(), 'abc1234');
    await submit();
    await expectToast('两次密码不一致！');
    await retype(fresh(), 'abc123');
    await retype(confirmation(), 'abc123');
    await submit();
    await expectToast('新旧密码不能一致！');
    // Then the registration rule (issue #33): letters and digits, at least 8.
    await retype(fresh(), 'abcdefgh');
    await retype(confirmation(), 'abcdefgh');
    await submit();
    await expectToast('密码长度最少8位！以字母和数字组合！');
    expect(api.callsTo('/api/editPassword')).toHaveLength(0);
  });

  it('keeps what was typed after a refusal; on success says 密码修改成功！, clears the session and goes home', async () => {
    const api = fakeApi({
      '/api/user': ok(member()),
      '/api/editPassword': [refused(MSG.oldPasswordWrong, 205), ok([], MSG.passwordChanged)],
    });
    const { user, submit } = await openDialog();
    await user.type(old(), 'abcd1234');
    await user.type(fresh(), 'efgh5678');
    await user.type(confirmation(), 'efgh5678');
    await submit();
    expect(await screen.findByText('旧密码错误')).toBeInTheDocument();
    expect(old()).toHaveValue('abcd1234');
    expect(localStorage.getItem('token')).toBe('t1');

    await submit();
    expect(await screen.findByText('密码修改成功！')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBeNull();
    const sent = api.callsTo('/api/editPassword');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ password: 'abcd1234', paypassword: 'efgh5678', newpasword: 'efgh5678' });
    expect(sent[1]?.headers.authorization).toBe('Bearer t1');
  });

  it('closes with 取消 and forgets what was typed', async () => {
    fakeApi({ '/api/user': ok(member()) });
    const { user } = await openDialog();
    await user.type(old(), 'abcd1234');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('修改登录密码')).not.toBeInTheDocument());
    await user.click(screen.getByText('登录密码'));
    expect(await screen.findByPlaceholderText('请输入旧密码')).toHaveValue('');
  });
});
