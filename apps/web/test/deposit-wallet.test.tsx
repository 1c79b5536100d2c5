import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WalletPage from '../src/features/deposit/wallet-page';
import { session } from '../src/shared/session';
import { stubPointerCapture } from './support/pointer-capture';
import { fakeApi, ok, type FakeAnswer } from './support/fake-api';

stubPointerCapture();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderWallet() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/wallet?type=0']}>
        <Routes>
          <Route path="/wallet" element={<WalletPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const FLAGS = { antoken: 0, usdt: 1, card: 1, wxpay: 1, wechat: 1, alipay: 0, gopay: 0, okpay: 1 };
const CARD = { id: 7, bank: '招商银行', bank_no: '6225880011112222', bank_owner: '王小明', bank_address: '深圳分行', ico: '', bank_not: '2222' };

function backend(extra: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  return fakeApi({
    '/api/get_pay_way': ok(FLAGS),
    '/api/getcard': ok([]),
    '/api/balance': ok({ balance: 88.5, gameblance: 0 }),
    '/api/user': ok({ username: 'player01', usdtrate: 7.2 }),
    '/api/getPayRange': ok({ min_price: 100, max_price: 10000 }),
    '/api/banklist': ok([
      { id: 1, bank_name: '中国工商银行' },
      { id: 2, bank_name: '招商银行' },
    ]),
    '/api/getpaybank': ok({ id: 1, bank_no: '6222000000008888', bank_owner: '演示收款账户', bank_address: '北京市朝阳支行', bank_data: { bank_name: '中国工商银行' } }),
    '/api/recharge': ok({ out_trade_no: 'D20260101000000123456' }, 'D20260101000000123456'),
    ...extra,
  });
}

const sheet = (name: string) => screen.findByRole('dialog', { name });
const toastSays = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

describe('the wallet (deposit)', { timeout: 15_000 }, () => {
  // The sheet's open animation leaves pointer-events: none for a moment; a player's tap waits it out.
  let user = userEvent.setup({ pointerEventsCheck: 0 });
  const submit = (name: RegExp | string) => user.click(screen.getByRole('button', { name }));
  beforeEach(() => {
    user = userEvent.setup({ pointerEventsCheck: 0 });
    session.signIn('t1');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('lists the open channels in pay way order, with the bind notice when nothing is bound', async () => {
    const api = backend();
    renderWallet();
    const list = await screen.findByRole('list', { name: '存款方式' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.pay-way-name')?.textContent)).toEqual(['USDT', '银行卡', '微信', 'OK PAY']);
    expect(screen.queryByText('支付宝')).not.toBeInTheDocument();
    expect(await screen.findByText('您还为绑定任何钱包卡片，请前往绑定！')).toBeInTheDocument();
    expect(api.callsTo('/api/getcard').map((call) => call.body)).toEqual(expect.arrayContaining([{ type: 1 }, { type: 2 }, { type: 4 }]));
    await submit('立即绑定');
    expect(await screen.findByTestId('where')).toHaveTextContent('/bankCard');
  });

  it("lists the channels in the operator's order when the server sends one, and every open bank account", async () => {
    const second = { id: 2, bank_no: '6217000011112222', bank_owner: '李四', bank_address: '上海浦东支行', bank_data: { bank_name: '中国建设银行' } };
    const first = { id: 1, bank_no: '6222000000008888', bank_owner: '演示收款账户', bank_address: '北京市朝阳支行', bank_data: { bank_name: '中国工商银行' } };
    const api = backend({
      '/api/get_pay_way': ok({ ...FLAGS, order: ['bank', 'okpay', 'usdt'] }),
      '/api/getpaybank': ok({ ...first, list: [first, second] }),
    });
    renderWallet();
    const list = await screen.findByRole('list', { name: '存款方式' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    // 微信 is open but left out of the order: after the ways it names.
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.pay-way-name')?.textContent)).toEqual(['银行卡', 'OK PAY', 'USDT', '微信']);
    await user.click(screen.getByRole('button', { name: /银行卡/ }));
    const form = await sheet('银行卡存款');
    expect(await within(form).findByText('6217000011112222')).toBeInTheDocument();
    expect(within(form).getByText('6222000000008888')).toBeInTheDocument();
    expect(within(form).getAllByRole('button', { name: '复制收款账号' })).toHaveLength(2);
    expect(api.callsTo('/api/getpaybank')).toHaveLength(1);
  });

  it('has no bind notice once an account is bound', async () => {
    backend({ '/api/getcard': ok([CARD]) });
    renderWallet();
    await screen.findByText('微信');
    await waitFor(() => expect(screen.getByTestId('center-wallet')).toHaveTextContent('88.50'));
    expect(screen.queryByText('您还为绑定任何钱包卡片，请前往绑定！')).not.toBeInTheDocument();
  });

  it("checks the channel's range, then orders and goes to the pay info", async () => {
    const api = backend({ '/api/getPayRange': ok({ min_price: 50, max_price: 500 }) });
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /微信/ }));
    const form = await sheet('微信存款');
    await waitFor(() => expect(within(form).getByText('单笔存款 50 - 500 元')).toBeInTheDocument());
    expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'wechat' });
    await submit('立即存款');
    expect(await toastSays('请输入金额在50-500之间！')).toBeInTheDocument();
    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '6x01');
    expect(within(form).getByPlaceholderText('请输入存款金额')).toHaveValue('601');
    await submit('立即存款');
    expect(await toastSays('请输入金额在50-500之间！')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
    // A quick amount within the range.
    expect(within(form).queryByText('1000')).not.toBeInTheDocument();
    await user.click(within(form).getByText('500'));
    expect(within(form).getByPlaceholderText('请输入存款金额')).toHaveValue('500');
    await submit('立即存款');
    expect(await screen.findByTestId('where')).toHaveTextContent('/payInfo?deposit_no=D20260101000000123456');
    const [sent] = api.callsTo('/api/recharge');
    expect(sent?.body).toEqual({ paytype: 2, amount: '500' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('keeps the decimal point of a typed or pasted amount and orders exactly that amount', async () => {
    const api = backend();
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /微信/ }));
    const form = await sheet('微信存款');
    const amount = within(form).getByPlaceholderText('请输入存款金额');
    await user.type(amount, '99.9');
    expect(amount).toHaveValue('99.9');
    await user.clear(amount);
    await user.click(amount);
    await user.paste('150.5');
    expect(amount).toHaveValue('150.5');
    // A paste that is not an amount is refused whole: the number is never made bigger by a dropped point or comma.
    await user.tripleClick(amount);
    await user.paste('1,500');
    expect(amount).toHaveValue('150.5');
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await submit('立即存款');
    expect(await screen.findByTestId('where')).toHaveTextContent('/payInfo?deposit_no=');
    expect(api.callsTo('/api/recharge')[0]?.body).toEqual({ paytype: 2, amount: '150.5' });
  });

  it('asks a bank transfer for the depositor name, bank, card number and bank address, in that order', async () => {
    const api = backend();
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /银行卡/ }));
    const form = await sheet('银行卡存款');
    // The platform's account, each field copyable.
    expect(await within(form).findByText('6222000000008888')).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(form).getByRole('button', { name: '复制收款账号' }));
    expect(await toastSays('复制成功！')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('6222000000008888');

    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '100');
    await submit('提交存款');
    expect(await toastSays('请输入存款人姓名')).toBeInTheDocument();
    await user.type(within(form).getByPlaceholderText('请输入存款人姓名'), '王小明');
    await submit('提交存款');
    expect(await toastSays('请输入银行类型')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '银行' }));
    await user.click(await screen.findByRole('button', { name: '选择下一项：招商银行' }));
    await user.click(screen.getByText('确定'));
    await waitFor(() => expect(within(form).getByRole('button', { name: '银行' })).toHaveTextContent('招商银行'));
    await submit('提交存款');
    expect(await toastSays('请输入银行卡号')).toBeInTheDocument();
    await user.type(within(form).getByPlaceholderText('请输入银行卡号'), '6225-8800-1111-2222-9999');
    expect(within(form).getByPlaceholderText('请输入银行卡号')).toHaveValue('6225880011112222999');
    await submit('提交存款');
    expect(await toastSays('请输入银行开户行地址')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')).toHaveLength(0);
    await user.type(within(form).getByPlaceholderText('请输入银行开户行地址'), '深圳分行');
    await submit('提交存款');
    expect(await toastSays('提交成功，等待后台审核')).toBeInTheDocument();
    expect(api.callsTo('/api/recharge')[0]?.body).toEqual({
      paytype: 1,
      amount: '100',
      bank_owner: '王小明',
      bank: '招商银行',
      bank_no: '6225880011112222999',
      bank_address: '深圳分行',
    });
    // The sheet stays with the order's number and the way to the deposit records.
    expect(await within(form).findByText('D20260101000000123456')).toBeInTheDocument();
    expect(within(form).queryByPlaceholderText('请输入存款金额')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '查看记录' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/fundingRecords?type=1');
  });

  it('closes the submitted bank transfer with 完成', async () => {
    backend({ '/api/recharge': ok({ out_trade_no: 'D20260101000000777777' }, 'D20260101000000777777') });
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /银行卡/ }));
    const form = await sheet('银行卡存款');
    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '100');
    await user.type(within(form).getByPlaceholderText('请输入存款人姓名'), '王小明');
    await user.click(within(form).getByRole('button', { name: '银行' }));
    await user.click(await screen.findByRole('button', { name: '选择下一项：招商银行' }));
    await user.click(screen.getByText('确定'));
    await user.type(within(form).getByPlaceholderText('请输入银行卡号'), '6225880011112222');
    await user.type(within(form).getByPlaceholderText('请输入银行开户行地址'), '深圳分行');
    await submit('提交存款');
    expect(await within(form).findByText('D20260101000000777777')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '银行卡存款' })).not.toBeInTheDocument());
  });

  it('converts a USDT amount at the member rate as it is typed, and sends the chosen protocol', async () => {
    const api = backend();
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /USDT/ }));
    const form = await sheet('USDT存款');
    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '1000');
    expect(await within(form).findByTestId('usdt-amount')).toHaveTextContent('138.88');
    await user.click(within(form).getByText('ERC20'));
    await waitFor(() => expect(api.callsTo('/api/getPayRange').at(-1)?.body).toEqual({ type: 'usdt-erc20' }));
    await submit('立即存款');
    expect(await screen.findByTestId('where')).toHaveTextContent('/payInfo?deposit_no=');
    expect(api.callsTo('/api/recharge')[0]?.body).toEqual({ paytype: 0, amount: '1000', catepay: 'ERC20' });
  });

  it('sends channels 5 and 6 to their pay page with 正在跳转...', async () => {
    backend({ '/api/recharge': ok({ out_trade_no: 'D2' }, { info: { navurl: '/demo/pay/D2' } } as unknown as string) });
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /OK PAY/ }));
    const form = await sheet('OK PAY存款');
    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '200');
    await submit('立即存款');
    expect(await toastSays('正在跳转...')).toBeInTheDocument();
  });

  it('never opens a pay address that is not http(s): the order\'s pay info instead', async () => {
    backend({ '/api/recharge': ok({ out_trade_no: 'D3' }, { info: { navurl: 'javascript:alert(1)' } } as unknown as string) });
    renderWallet();
    await user.click(await screen.findByRole('button', { name: /OK PAY/ }));
    const form = await sheet('OK PAY存款');
    await user.type(within(form).getByPlaceholderText('请输入存款金额'), '200');
    await submit('立即存款');
    expect(await screen.findByTestId('where')).toHaveTextContent('/payInfo?deposit_no=D3');
  });
});
