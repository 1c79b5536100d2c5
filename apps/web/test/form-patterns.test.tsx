import { checkTransfer } from '@casino/contract/rules/transfer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../src/api/request';
import { balanceQueryOptions } from '../src/api/queries/balance';
import { Field } from '../src/shared/form/field';
import { useForm } from '../src/shared/form/use-form';
import { useMoneySubmit } from '../src/shared/form/use-money-submit';
import { fakeApi, ok, refused } from './support/fake-api';

/** A transfer form built from the three pieces, as a screen would. */
function TransferForm({ onDone }: { onDone: (message: string) => void }) {
  const send = useMoneySubmit((fields: { amount: string; sourcetype: string; targettype: string }, idempotencyKey: string) =>
    request('transfer', fields, { idempotencyKey }),
  );
  const form = useForm({
    initial: { amount: '', sourcetype: 'userbalance', targettype: '' },
    check: checkTransfer,
    submit: send,
    onSuccess: (answer) => {
      onDone(answer.message);
    },
  });
  return (
    <>
      <Field label="金额" {...form.field('amount')} amount placeholder="转账金额" />
      <Field label="转入" {...form.field('targettype')} placeholder="转入平台" />
      <Button onClick={form.submit} loading={form.busy} disabled={form.busy}>
        确认
      </Button>
    </>
  );
}

function renderForm(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <TransferForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, client };
}

const amountInput = () => screen.getByPlaceholderText('转账金额');
const targetInput = () => screen.getByPlaceholderText('转入平台');
const confirm = () => screen.getByRole('button', { name: '确认' });

describe('the form hook and the money submit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('toasts the first broken contract rule and sends nothing', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderForm();
    await user.click(confirm());
    expect(await screen.findByText('请输入操作金额！')).toBeInTheDocument();
    await user.type(amountInput(), '1a2x0');
    expect(amountInput()).toHaveValue('120');
    await user.click(confirm());
    expect(await screen.findByText('请选择转入平台')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps digits only, cut to the length after the other characters are dropped', async () => {
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<Field label="支付密码" value="" onChange={changed} digits maxLength={6} placeholder="6位数字" />);
    await user.click(screen.getByPlaceholderText('6位数字'));
    await user.paste('65a4321');
    expect(changed).toHaveBeenLastCalledWith('654321');
  });

  it('sends once per submit with an Idempotency-Key, then refreshes the balances', async () => {
    const api = fakeApi({ '/api/transfer': ok([], '转账成功'), '/api/balance': ok({ balance: 1, gameblance: 0 }) });
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    localStorage.setItem('token', 't1');
    await client.query(balanceQueryOptions('t1'));
    expect(client.getQueryState(['balance', 't1'])?.isInvalidated).toBe(false);
    const { onDone } = renderForm(client);
    await user.type(amountInput(), '150');
    await user.type(targetInput(), 'ag');
    await user.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('转账成功'));
    const [sent] = api.callsTo('/api/transfer');
    expect(sent?.body).toEqual({ amount: '150', sourcetype: 'userbalance', targettype: 'ag' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(client.getQueryState(['balance', 't1'])?.isInvalidated).toBe(true);
  });

  it('disables the button in flight and ignores a second tap', async () => {
    let finish: (value: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm();
    await user.type(amountInput(), '150');
    await user.type(targetInput(), 'ag');
    await user.click(confirm());
    const button = screen.getByRole('button');
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    finish(new Response(JSON.stringify({ code: 200, message: 'ok', data: [] })));
    await waitFor(() => expect(confirm()).toBeEnabled());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps one key across a network retry and for the repeat of the same submit', async () => {
    const api = fakeApi({ '/api/transfer': ['network-error', 'network-error', 'network-error', ok([], '转账成功')] });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.type(amountInput(), '150');
    await user.type(targetInput(), 'ag');
    await user.click(confirm());
    // Two tries, then the player is told the network failed; what was typed stays.
    expect(await screen.findByText('网络异常，请检查当前网络后重试！', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(amountInput()).toHaveValue('150');
    await user.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('转账成功'), { timeout: 3000 });
    const keys = api.callsTo('/api/transfer').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('toasts a refusal, keeps what was typed, and uses a new key for the next submit', async () => {
    const api = fakeApi({ '/api/transfer': [refused('余额不足', 208), ok([], '转账成功')] });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await user.type(amountInput(), '150');
    await user.type(targetInput(), 'ag');
    await user.click(confirm());
    expect(await screen.findByText('余额不足')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('150');
    await user.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const keys = api.callsTo('/api/transfer').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
