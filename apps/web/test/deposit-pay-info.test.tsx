import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PayInfoPage from '../src/features/deposit/pay-info-page';
import { session } from '../src/shared/session';
import { fakeApi, ok, refused } from './support/fake-api';
import { TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';

function renderPayInfo(search = '?deposit_no=D1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/payInfo${search}`]}>
        <Routes>
          <Route path="/payInfo" element={<PayInfoPage />} />
          <Route path="/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const USDT_ORDER = {
  deposit_no: 'D1',
  info: { amount: 1000, real_money: 1000, created_at: '2026-01-01 12:00:00', bank: 'USDT-TRC20', paytype: 'USDT-TRC20', state: 1, usdtrate: 7.2, usdt_amount: 138.88 },
  cardlist: [{ content: '演示收款码：付款后请等待后台审核。', payimg: '/assets/demo/qrcode/usdt-trc20.svg', mch_id: TRC20_ADDRESS }],
};

describe('the pay info', () => {
  beforeEach(() => {
    session.signIn('t1');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('shows the order, the receiving address to copy and its QR code', async () => {
    const api = fakeApi({ '/api/payinfo': ok(USDT_ORDER, 'usdtpay') });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPayInfo();
    const order = await screen.findByRole('region', { name: '订单信息' });
    expect(api.callsTo('/api/payinfo')[0]?.body).toEqual({ deposit_no: 'D1' });
    // The amount and the real money.
    expect(within(order).getAllByText('1000.00 元')).toHaveLength(2);
    expect(within(order).getByText('138.88')).toBeInTheDocument();
    expect(within(order).getByText('待审核')).toBeInTheDocument();
    expect(within(order).getByText('USDT-TRC20')).toBeInTheDocument();
    const receiving = screen.getByRole('region', { name: '收款信息' });
    expect(within(receiving).getByRole('img', { name: '收款二维码' })).toHaveAttribute('src', 'http://localhost:3000/assets/demo/qrcode/usdt-trc20.svg');
    await user.click(within(receiving).getByRole('button', { name: '复制收款地址' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(TRC20_ADDRESS);
  });

  it('lets only http(s) and data:image addresses reach an image, and shows the AnToken pay link', async () => {
    const qrcode = 'data:image/png;base64,iVBORw0KGgo=';
    fakeApi({
      '/api/payinfo': ok(
        {
          ...USDT_ORDER,
          info: { ...USDT_ORDER.info, usdtrate: undefined, usdt_amount: undefined, paytype: 'AnToken' },
          cardlist: [{ content: '收款账号：DEMO-ANTOKEN', payimg: 'javascript:alert(1)', mch_id: 'DEMO-ANTOKEN' }],
          url: '/demo/pay/D1',
          qrcode,
        },
        'antoken',
      ),
    });
    renderPayInfo();
    const receiving = await screen.findByRole('region', { name: '收款信息' });
    const images = within(receiving).getAllByRole('img', { name: '收款二维码' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([qrcode]);
    expect(within(receiving).getByRole('link', { name: '前往支付' })).toHaveAttribute('href', 'http://localhost:3000/demo/pay/D1');
    // "标签：值" lines are copyable rows.
    expect(within(receiving).getByRole('button', { name: '复制收款账号' })).toBeInTheDocument();
  });

  it("shows the server's message when it refuses", async () => {
    fakeApi({ '/api/payinfo': refused('存款订单不存在', 202) });
    renderPayInfo('?deposit_no=NOPE');
    await waitFor(() => expect(document.querySelector('.pay-info .adm-error-block-description-title')).toHaveTextContent('存款订单不存在'));
    expect(screen.queryByRole('region', { name: '订单信息' })).not.toBeInTheDocument();
  });
});
