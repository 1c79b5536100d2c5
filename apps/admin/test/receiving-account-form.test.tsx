import { MSG } from '@casino/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from '../src/features/payments/account-form';
import { ERC20_ADDRESS, TRC20_ADDRESS } from '../../../packages/contract/test/crypto-addresses';
import { fakeAdminApi } from './support/fake-admin-api';
import { renderConsole } from './support/render-console';

const NAMES = new Map([
  ['usdt-erc20', 'USDT-ERC20'],
  ['antoken', 'AnToken'],
]);

/** A new account of the channel, its QR image and instructions filled: answers the dialog and a filler for its address. */
async function openNew(channel: 'usdt-erc20' | 'antoken') {
  renderConsole(<AccountForm account="new" channelNames={NAMES} newChannel={channel} onClose={vi.fn()} onSaved={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: '新增收款账户' });
  const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fill('收款码图片地址', '/uploads/qr.png');
  fill('付款说明', '请使用对应网络转账。');
  return { dialog, fillAddress: (value: string) => fill('收款地址', value) };
}

describe('收款账户 of a USDT or AnToken channel (issue #33)', () => {
  it('refuses a TRON address for USDT-ERC20 with the contract message and sends nothing; saves an ERC20 one', async () => {
    const api = fakeAdminApi({ adminSaveReceivingAccount: { data: {} } });
    const user = userEvent.setup({ delay: null });
    const { dialog, fillAddress } = await openNew('usdt-erc20');
    expect(within(dialog).getByText('ERC20地址：0x开头，共42位；玩家可一键复制')).toBeInTheDocument();
    fillAddress(TRC20_ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(MSG.erc20AddressFormat)).toBeInTheDocument();
    expect(api.sentTo('adminSaveReceivingAccount')).toEqual([]);

    fillAddress(ERC20_ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.sentTo('adminSaveReceivingAccount')).toMatchObject([{ channel: 'usdt-erc20', bank_no: ERC20_ADDRESS }]));
  });

  it('asks AnToken for a TRC20 address: an ERC20 one is refused', async () => {
    const api = fakeAdminApi({ adminSaveReceivingAccount: { data: {} } });
    const user = userEvent.setup({ delay: null });
    const { dialog, fillAddress } = await openNew('antoken');
    fillAddress(ERC20_ADDRESS);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText(MSG.trc20AddressFormat)).toBeInTheDocument();
    expect(api.sentTo('adminSaveReceivingAccount')).toEqual([]);
  });
});
