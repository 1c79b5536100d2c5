import { MSG } from '@casino/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MinePage from '../src/features/account/mine-page';
import { session } from '../src/shared/session';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok, refused } from './support/fake-api';

const old = () => screen.getByPlaceholderText('请输入旧取款密码');
const fresh = () => screen.getByPlaceholderText('6位数字');
const confirmation = () => screen.getByPlaceholderText('请再次输入新取款密码');
const where = () => screen.getByTestId('location');

describe('the withdrawal password dialog of /mine?show=1 (SPEC §2, §5 order, 6 digits)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  function openMine(path = '/mine?show=1', token: string | null = 't1') {
    // The dialog's opening animation keeps pointer-events off in jsdom, where it never runs.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen('/mine', <MinePage />, path, token);
    const submit = () => user.click(screen.getByRole('button', { name: '确定' }));
    const retype = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      if (text) await user.type(input, text);
    };
    return { user, submit, retype };
  }

  it('opens with show=1 and checks the seven rules in order, with the exact messages', { timeout: 20_000 }, async () => {
    const api = fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const { submit, retype } = openMine();
    expect(await screen.findByText('修改取款密码')).toBeInTheDocument();
    const expectToast = async (message: string) => expect(await screen.findByText(message)).toBeInTheDocument();

    await submit();
    await expectToast('请输入旧密码');
    await retype(old(), '12345');
    await submit();
    await expectToast('请输入新密码');
    await retype(fresh(), '65432');
    await submit();
    await expectToast('请输入确认密码');
    await retype(confirmation(), '1');
    await submit();
    await expectToast('请输入正确的旧密码长度');
    await retype(old(), '123456');
    await submit();
    await expectToast('请输入正确的新密码长度');
    await retype(fresh(), '654321');
    await submit();
    await expectToast('两次密码不一致！');
    await retype(fresh(), '123456');
    await retype(confirmation(), '123456');
    await submit();
    await expectToast('新旧密码不能一致！');
    expect(api.callsTo('/api/editPayPassword')).toHaveLength(0);
  });

  it('takes digits only, at most 6', async () => {
    fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const { user } = openMine();
    await screen.findByText('修改取款密码');
    await user.type(old(), '1a2b3c4d5e6f78');
    expect(old()).toHaveValue('123456');
    expect(old()).toHaveAttribute('type', 'password');
    expect(old()).toHaveAttribute('inputmode', 'numeric');
  });

  it('sends the API field names, says 操作成功 and closes, taking show=1 off the query', async () => {
    const api = fakeApi({
      '/api/user': ok(member()),
      '/api/balance': ok({ balance: 0, gameblance: 0 }),
      '/api/editPayPassword': [refused(MSG.payPasswordWrong, 205), ok([], MSG.passwordChanged)],
    });
    const { user, submit } = openMine();
    await screen.findByText('修改取款密码');
    await user.type(old(), '123456');
    await user.type(fresh(), '654321');
    await user.type(confirmation(), '654321');
    await submit();
    expect(await screen.findByText('支付密码错误')).toBeInTheDocument();
    expect(old()).toHaveValue('123456');
    expect(where()).toHaveTextContent('/mine?show=1');

    await submit();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(where()).toHaveTextContent(/^\/mine$/));
    await waitFor(() => expect(screen.queryByText('修改取款密码')).not.toBeInTheDocument());
    expect(api.callsTo('/api/editPayPassword')[1]?.body).toEqual({ password: '123456', paypassword: '654321', newpasword: '654321' });
  });

  it('closes with 取消, taking show=1 off the query', async () => {
    fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const { user } = openMine();
    await screen.findByText('修改取款密码');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(where()).toHaveTextContent(/^\/mine$/));
  });

  it('opens from the 取款密码 entry of /mine', async () => {
    fakeApi({ '/api/user': ok(member()), '/api/balance': ok({ balance: 0, gameblance: 0 }) });
    const { user } = openMine('/mine');
    await user.click(await screen.findByText('取款密码'));
    expect(await screen.findByText('修改取款密码')).toBeInTheDocument();
    expect(where()).toHaveTextContent('/mine?show=1');
  });

  it('is not shown to a visitor', async () => {
    const api = fakeApi({});
    openMine('/mine?show=1', null);
    expect(await screen.findByRole('link', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('修改取款密码')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
