import { CARD_TYPES } from '@casino/contract/codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@casino/contract/entities/account';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '../src/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddAnTokenPage from '../src/features/cards/add-antoken-page';
import AddBankCardPage from '../src/features/cards/add-bank-card-page';
import AddUsdtPage from '../src/features/cards/add-usdt-page';
import { cardsQueryOptions } from '../src/api/queries/cards';
import { session } from '../src/shared/session';
import { stubPointerCapture } from './support/pointer-capture';
import { fakeApi, ok, refused } from './support/fake-api';
import { ERC20_ADDRESS, TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';

stubPointerCapture();

function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/bankCard" element={<p>银行卡管理页</p>} />
          <Route path="/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const backend = (bind = ok({ id: 9 }, '绑定成功')) =>
  fakeApi({
    '/api/banklist': ok([
      { id: 1, bank_name: '中国工商银行' },
      { id: 2, bank_name: '招商银行' },
    ]),
    '/api/bindcard': bind,
  });

describe('the bind forms', () => {
  // Pickers open with an animation that leaves pointer-events: none for a moment; a player's tap waits it out.
  let user = userEvent.setup({ pointerEventsCheck: 0 });
  const confirm = () => user.click(screen.getByRole('button', { name: '确认绑定' }));
  const says = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
  const input = (placeholder: string) => screen.getByPlaceholderText(placeholder);
  const holder = () => screen.getByRole('textbox', { name: '姓名' });
  /** An address as a player enters it: pasted. */
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  const pick = async (label: string, next?: string) => {
    await user.click(screen.getByRole('button', { name: label }));
    if (next) await user.click(await screen.findByRole('button', { name: `选择下一项：${next}` }));
    await user.click(screen.getByText('确定'));
    await waitFor(() => expect(screen.getByRole('button', { name: label })).not.toHaveClass('form-field-picker-empty'));
  };

  beforeEach(() => {
    user = userEvent.setup({ pointerEventsCheck: 0 });
    session.signIn('t1');
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('binds a bank card after the SPEC §5 rules, in order, then goes back to /bankCard', async () => {
    const api = backend();
    const client = renderAt('/addBankCard', <AddBankCardPage />);
    const bankCards = cardsQueryOptions('t1', CARD_TYPES.bank).queryKey;
    client.setQueryData(bankCards, []);
    // The holder is the member's real name, read-only (issue #41): until the member's details are read there is none.
    await confirm();
    expect(await says('请输入姓名')).toBeInTheDocument();
    act(() => {
      session.setUser({ ...({} as User), realname: '王小明' });
    });
    expect(holder()).toHaveValue('王小明');
    await confirm();
    expect(await says('请输入银行')).toBeInTheDocument();
    await pick('银行', '招商银行');
    await confirm();
    expect(await says('请输入开户行地址')).toBeInTheDocument();
    await user.type(input('请输入开户行地址'), '深圳分行');
    await confirm();
    expect(await says('请输入银行卡号')).toBeInTheDocument();
    await user.type(input('请输入银行卡号'), '622x588');
    expect(input('请输入银行卡号')).toHaveValue('622588');
    await confirm();
    expect(await says('请输入支付密码')).toBeInTheDocument();
    await user.type(input('请输入6位数字支付密码'), '12a345');
    expect(input('请输入6位数字支付密码')).toHaveValue('12345');
    await confirm();
    expect(await says('请输入正确的卡号长度')).toBeInTheDocument();
    await user.type(input('请输入银行卡号'), '80011112222333344445555');
    expect(input('请输入银行卡号')).toHaveValue('6225888001111222233');
    await confirm();
    expect(await says('请输入支付密码长度')).toBeInTheDocument();
    expect(api.callsTo('/api/bindcard')).toHaveLength(0);
    await user.type(input('请输入6位数字支付密码'), '67');
    expect(input('请输入6位数字支付密码')).toHaveValue('123456');
    await confirm();
    expect(await says('绑定成功')).toBeInTheDocument();
    expect(await screen.findByText('银行卡管理页')).toBeInTheDocument();
    expect(api.callsTo('/api/bindcard')[0]?.body).toEqual({
      bank_owner: '王小明',
      bank: '招商银行',
      bank_address: '深圳分行',
      bank_no: '6225888001111222233',
      pay_pass: '123456',
    });
    // Every list of bound accounts is read again.
    expect(client.getQueryState(bankCards)?.isInvalidated).toBe(true);
  });

  it("shows the member's real name as the holder, read-only, also when it arrives after the form opened (issue #41)", async () => {
    const api = backend();
    renderAt('/addBankCard', <AddBankCardPage />);
    expect(holder()).toHaveValue('');
    expect(holder()).toHaveAttribute('placeholder', '正在读取真实姓名…');
    act(() => {
      session.setUser({ ...({} as User), realname: '李四' });
    });
    await waitFor(() => expect(holder()).toHaveValue('李四'));
    expect(holder()).toHaveAttribute('readonly');
    await user.type(holder(), '王五');
    expect(holder()).toHaveValue('李四');
    await pick('银行', '招商银行');
    await user.type(input('请输入开户行地址'), '深圳分行');
    await user.type(input('请输入银行卡号'), '6225880112349012');
    await user.type(input('请输入6位数字支付密码'), '123456');
    await confirm();
    expect(await screen.findByText('银行卡管理页')).toBeInTheDocument();
    expect(api.callsTo('/api/bindcard')[0]?.body).toMatchObject({ bank_owner: '李四', bank_no: '6225880112349012' });
  });

  // Six submits, each with its toast, and a picker: more than the default 5 s on a loaded machine.
  it('binds a USDT address: USDT, the address checked against the protocol (issue #33), the protocol', async () => {
    const api = backend();
    renderAt('/addUsdtAds', <AddUsdtPage />);
    await confirm();
    expect(await says('请输入USDT地址')).toBeInTheDocument();
    await user.type(input('请输入USDT地址'), 'TXyz-123');
    await confirm();
    expect(await says('请选择钱包协议')).toBeInTheDocument();
    await pick('钱包协议', 'ERC20');
    await confirm();
    expect(await says('请输入支付密码')).toBeInTheDocument();
    await user.type(input('请输入6位数字支付密码'), '12345');
    await confirm();
    expect(await says('钱包地址格式不正确')).toBeInTheDocument();
    await user.clear(input('请输入USDT地址'));
    await paste(input('请输入USDT地址'), TRC20_ADDRESS);
    await confirm();
    expect(await says('请输入正确的ERC20地址')).toBeInTheDocument();
    await user.clear(input('请输入USDT地址'));
    await paste(input('请输入USDT地址'), ERC20_ADDRESS);
    await confirm();
    expect(await says('请输入支付密码长度')).toBeInTheDocument();
    await user.type(input('请输入6位数字支付密码'), '6');
    await confirm();
    expect(await screen.findByText('银行卡管理页')).toBeInTheDocument();
    expect(api.callsTo('/api/bindcard')).toHaveLength(1);
    expect(api.callsTo('/api/bindcard')[0]?.body).toEqual({ bank: 'USDT', bank_no: ERC20_ADDRESS, bank_owner: 'ERC20', bank_address: 'ERC20', pay_pass: '123456' });
  });

  it('binds an e-wallet address: antoken, a TRC20 address (AnToken takes no other), the wallet', async () => {
    const api = backend();
    renderAt('/addAnToken', <AddAnTokenPage />);
    expect(screen.getByText(/仅支持TRC20协议/)).toBeInTheDocument();
    await confirm();
    expect(await says('请输入钱包地址')).toBeInTheDocument();
    await user.type(input('请输入钱包地址'), 'TAnToken001');
    await confirm();
    expect(await says('请选择钱包协议')).toBeInTheDocument();
    await pick('钱包协议', 'GOPAY');
    await confirm();
    expect(await says('请输入支付密码')).toBeInTheDocument();
    await user.type(input('请输入6位数字支付密码'), '123456');
    await confirm();
    expect(await says('请输入正确的TRC20地址')).toBeInTheDocument();
    await user.clear(input('请输入钱包地址'));
    await paste(input('请输入钱包地址'), TRC20_ADDRESS);
    await confirm();
    expect(await screen.findByText('银行卡管理页')).toBeInTheDocument();
    expect(api.callsTo('/api/bindcard')).toHaveLength(1);
    expect(api.callsTo('/api/bindcard')[0]?.body).toEqual({ bank: 'antoken', bank_no: TRC20_ADDRESS, bank_owner: 'GOPAY', bank_address: 'GOPAY', pay_pass: '123456' });
  });

  it("toasts the server's refusal and keeps what was typed", async () => {
    backend(refused('每种账户最多绑定5个', 207));
    renderAt('/addAnToken', <AddAnTokenPage />);
    await paste(input('请输入钱包地址'), TRC20_ADDRESS);
    await pick('钱包协议');
    await user.type(input('请输入6位数字支付密码'), '123456');
    await confirm();
    expect(await says('每种账户最多绑定5个')).toBeInTheDocument();
    expect(screen.queryByText('银行卡管理页')).not.toBeInTheDocument();
    expect(input('请输入钱包地址')).toHaveValue(TRC20_ADDRESS);
    expect(screen.getByRole('button', { name: '钱包协议' })).toHaveTextContent('OKPAY');
  });
});
