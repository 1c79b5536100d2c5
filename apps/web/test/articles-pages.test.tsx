import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AboutPage from '../src/features/articles/about-page';
import CustomerPage from '../src/features/articles/customer-page';
import { fakeApi, refused } from './support/fake-api';
import { renderScreen } from './support/render-screen';

const TEXTS: Record<number, string> = { 1: '注册账号', 2: '隐私说明', 3: '会员资格', 4: '最低存款是多少', 5: '7×24小时在线客服', 7: '综合娱乐平台', 8: '娱乐应当适度' };

/** The fake article call answers by the type asked for. */
function fakeArticles() {
  const types: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const { type } = JSON.parse(init?.body as string) as { type: number };
      types.push(type);
      const text = TEXTS[type];
      const body = text ? { code: 200, message: '', data: { content: `<p>${text}</p><script>alert(1)</script>` } } : { code: 202, message: '暂无数据', data: [] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  return { typesAsked: () => types };
}

describe('the help and about pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('help: 新手指南, the 常见问题 accordion and 联系我们 opening the service chat', async () => {
    const user = userEvent.setup();
    const { typesAsked } = fakeArticles();
    renderScreen(<CustomerPage />, '/customer');
    expect(await screen.findByText('注册账号')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();

    await user.click(screen.getByRole('tab', { name: '常见问题' }));
    expect(await screen.findByText('最低存款是多少')).toBeInTheDocument();
    await user.click(screen.getByText('博彩责任'));
    expect(await screen.findByText('娱乐应当适度')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '联系我们' }));
    expect(await screen.findByText('7×24小时在线客服')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '联系在线客服' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/kefu'));
    expect(new Set(typesAsked())).toEqual(new Set([1, 4, 5, 8]));
  });

  it('about: four tabs, each its article type', async () => {
    const user = userEvent.setup();
    const { typesAsked } = fakeArticles();
    renderScreen(<AboutPage />, '/about');
    expect(await screen.findByText('综合娱乐平台')).toBeInTheDocument();
    for (const [tab, text] of [
      ['规则条款', '会员资格'],
      ['隐私政策', '隐私说明'],
      ['博彩责任', '娱乐应当适度'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(typesAsked()).toEqual([7, 3, 2, 8]);
  });

  it('an article the server does not have is 暂无资料, without a toast', async () => {
    const api = fakeApi({ '/api/article': refused('暂无数据', 202) });
    renderScreen(<AboutPage />, '/about');
    expect(await screen.findByText('暂无资料')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(api.callsTo('/api/article')).toHaveLength(1);
  });
});
