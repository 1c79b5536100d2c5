import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AccountPage from '../src/features/account/account-page';
import { session } from '../src/shared/session';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok, refused } from './support/fake-api';

const mobile = () => screen.getByPlaceholderText('请输入手机号');
const email = () => screen.getByPlaceholderText('请输入邮箱');
const birthday = () => screen.getByPlaceholderText('请选择出生日期');

describe('the profile form of /account (SPEC §5 profile save)', () => {
  beforeAll(() => {
    // The date picker's wheels capture the pointer while dragged; jsdom has no pointer capture.
    if (!('setPointerCapture' in Element.prototype)) {
      Object.assign(Element.prototype, { setPointerCapture: () => undefined, releasePointerCapture: () => undefined });
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  async function openAccount() {
    // antd-mobile's popups animate with pointer-events off in jsdom, where the animation never runs.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen('/account', <AccountPage />, '/account');
    await screen.findByTestId('account-username');
    const save = () => user.click(screen.getByRole('button', { name: '保存' }));
    const retype = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      if (text) await user.type(input, text);
    };
    return { user, save, retype };
  }

  it('shows the member: real name read-only, username and VIP', async () => {
    fakeApi({ '/api/user': ok(member({ mobile: '13800138000', email: 'a@b.cn', birthday: '1991-02-03' })) });
    await openAccount();
    expect(screen.getByTestId('account-username')).toHaveTextContent('player01');
    expect(screen.getAllByText('VIP3').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('王小明')).toHaveAttribute('readonly');
    expect(mobile()).toHaveValue('13800138000');
    expect(email()).toHaveValue('a@b.cn');
    expect(birthday()).toHaveValue('1991-02-03');
  });

  it('checks mobile, email, then birthday, with the exact messages', { timeout: 20_000 }, async () => {
    // A birthday kept by another backend in another format.
    const api = fakeApi({ '/api/user': ok(member({ birthday: '1990/1/1' })) });
    const { save, retype } = await openAccount();
    await retype(mobile(), '123');
    await save();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    await retype(mobile(), '12800138000');
    await save();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    await retype(mobile(), '13800138000');
    await retype(email(), 'someone@');
    await save();
    expect(await screen.findByText('请输入正确邮箱号')).toBeInTheDocument();
    await retype(email(), 'someone@example.com');
    await save();
    expect(await screen.findByText('请输入正确的日期格式：YYYY-MM-DD')).toBeInTheDocument();
    expect(api.callsTo('/api/updateuserinfo')).toHaveLength(0);
  });

  it('takes digits only in the mobile, at most 11', async () => {
    fakeApi({ '/api/user': ok(member()) });
    const { user } = await openAccount();
    await user.type(mobile(), '138-0013-8000-99');
    expect(mobile()).toHaveValue('13800138000');
  });

  it('picks the birthday as YYYY-MM-DD, saves, says 操作成功！ and reads the member again', { timeout: 20_000 }, async () => {
    const api = fakeApi({
      '/api/user': [ok(member()), ok(member({ mobile: '13800138000', email: 'someone@example.com', birthday: '1990-01-01' }))],
      '/api/updateuserinfo': [refused('服务器异常，请稍后再试', 500), ok([], '操作成功！')],
    });
    const { user, save } = await openAccount();
    await user.type(mobile(), '13800138000');
    await user.type(email(), 'someone@example.com');
    await user.click(birthday());
    await user.click(await screen.findByText('确定'));
    await waitFor(() => expect(birthday()).toHaveValue('1990-01-01'));
    await save();
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
    expect(email()).toHaveValue('someone@example.com');
    await save();
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    expect(api.callsTo('/api/updateuserinfo')[1]?.body).toEqual({ mobile: '13800138000', email: 'someone@example.com', birthday: '1990-01-01' });
    await waitFor(() => expect(api.callsTo('/api/user')).toHaveLength(2));
  });

  it('saves empty fields (a filled one must match its pattern)', async () => {
    const api = fakeApi({ '/api/user': ok(member()), '/api/updateuserinfo': ok([], '操作成功！') });
    const { save } = await openAccount();
    await save();
    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    expect(api.callsTo('/api/updateuserinfo')[0]?.body).toEqual({ mobile: '', email: '', birthday: '' });
  });
});
