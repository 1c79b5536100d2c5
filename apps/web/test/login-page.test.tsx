import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '../src/features/auth/login-page';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
const fetchMock = vi.fn((url: string) => {
  const path = new URL(url, 'http://localhost').pathname;
  const answer = answers[path] ?? { status: 404, body: { code: 404, message: 'not found', data: [] } };
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
});

function renderLogin(type: 0 | 1, redirect?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/login?type=${String(type)}${redirect === undefined ? '' : `&redirect=${encodeURIComponent(redirect)}`}`]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>首页内容</p>} />
          <Route path="/discountInfo" element={<p>活动详情内容</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const input = (placeholder: string) => screen.getAllByPlaceholderText(placeholder)[0] as HTMLInputElement;
/** The local captcha's code, read from its image (this backend has no captcha call). */
async function localCode(): Promise<string> {
  const images = await screen.findAllByAltText('验证码');
  const src = decodeURIComponent(images[0]?.getAttribute('src') ?? '');
  return /letter-spacing="6">(\w+)</.exec(src)?.[1] ?? '';
}

describe('the login and register screen', () => {
  beforeEach(() => {
    answers = {};
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('asks for the account and password, then the captcha (SPEC §5 login)', async () => {
    const user = userEvent.setup();
    renderLogin(0);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入您的账号和密码！')).toBeInTheDocument();
    await user.type(input('请输入账号'), 'player01');
    await user.type(input('请输入密码'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入验证码！')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/login_pc'))).toBe(false);
  });

  it('applies the register rules in order', async () => {
    const user = userEvent.setup();
    renderLogin(1);
    const submit = () => user.click(screen.getByRole('button', { name: '注册' }));
    await user.type(input('6-10位字母和数字组合'), 'abc');
    await submit();
    expect(await screen.findByText('用户名长度不得低于6位，以字母和数字组合！')).toBeInTheDocument();
    await user.clear(input('6-10位字母和数字组合'));
    await user.type(input('6-10位字母和数字组合'), 'abc123');
    await user.type(input('至少8位字母和数字组合'), 'abcd1234');
    await user.type(input('请再次输入密码'), 'abcd9999');
    await submit();
    expect(await screen.findByText('两次密码不一致！')).toBeInTheDocument();
  });

  it('checks the local captcha against a backend without the captcha call, then registers', async () => {
    const user = userEvent.setup();
    answers['/api/register'] = { status: 200, body: { code: 200, message: '', data: { api_token: 'token-1' } } };
    renderLogin(1);
    await user.type(input('6-10位字母和数字组合'), 'abc123');
    await user.type(input('至少8位字母和数字组合'), 'abcd1234');
    await user.type(input('请再次输入密码'), 'abcd1234');
    await user.type(input('须与取款银行卡姓名一致'), '张三');
    await user.type(input('6位数字'), '123456');
    const captchas = screen.getAllByPlaceholderText('请输入验证码');
    const captcha = captchas[captchas.length - 1] as HTMLInputElement;
    await user.type(captcha, 'zzzz');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误！')).toBeInTheDocument();

    await user.clear(captcha);
    await user.type(captcha, (await localCode()).toUpperCase());
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/register')) as unknown as [string, RequestInit] | undefined;
    expect(JSON.parse(call?.[1].body as string)).toMatchObject({ name: 'abc123', password: 'abcd1234', realname: '张三', paypassword: '123456' });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-1'));
  });

  it('registers a visitor sent by the guard dialog, and brings them back to where they were', async () => {
    const user = userEvent.setup();
    answers['/api/register'] = { status: 200, body: { code: 200, message: '', data: { api_token: 'token-2' } } };
    renderLogin(1, '/discountInfo?id=7');
    await user.type(input('6-10位字母和数字组合'), 'abc123');
    await user.type(input('至少8位字母和数字组合'), 'abcd1234');
    await user.type(input('请再次输入密码'), 'abcd1234');
    await user.type(input('须与取款银行卡姓名一致'), '张三');
    await user.type(input('6位数字'), '123456');
    const captchas = screen.getAllByPlaceholderText('请输入验证码');
    await user.type(captchas[captchas.length - 1] as HTMLInputElement, await localCode());
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('活动详情内容')).toBeInTheDocument();
  });
});
