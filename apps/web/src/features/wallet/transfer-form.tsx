import { MSG } from '@casino/contract/messages';
import { checkTransfer } from '@casino/contract/rules/transfer';
import { Button } from 'antd-mobile';
import { LoopOutline } from 'antd-mobile-icons';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { useMoneySubmit } from '../../shared/form/use-money-submit';
import { toast } from '../../shared/toast';
import { sendTransfer, type TransferInput } from './api/transfer';
import { WalletSelect } from './wallet-select';
import type { Wallets } from './wallets';

const EMPTY: TransferInput = { amount: '', sourcetype: '', targettype: '' };

/** Normal mode: source, swap, destination, amount, the platform-policy hint and confirm (SPEC §2, §5). */
export function TransferForm({ wallets }: { wallets: Wallets }) {
  const send = useMoneySubmit(sendTransfer);
  const form = useForm({
    initial: EMPTY,
    check: checkTransfer,
    submit: send,
    onSuccess: (answer) => {
      toast.success(answer.message || MSG.operationOk);
      form.setFields((current) => ({ ...current, amount: '' }));
    },
  });
  const choices = [wallets.main, ...wallets.platforms];
  return (
    <form
      className="transfer-card transfer-form"
      aria-label="转账"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <div className="transfer-route">
        <WalletSelect label="转出平台" wallets={choices} {...form.field('sourcetype')} />
        <button
          type="button"
          className="transfer-swap"
          aria-label="交换转出和转入平台"
          onClick={() => {
            form.setFields((current) => ({ ...current, sourcetype: current.targettype, targettype: current.sourcetype }));
          }}
        >
          <LoopOutline />
        </button>
        <WalletSelect label="转入平台" wallets={choices} {...form.field('targettype')} />
      </div>
      <Field label="金额" {...form.field('amount')} amount placeholder="转账金额" />
      <p className="transfer-hint">温馨提示：受各游戏平台政策影响，转账可能失败，请以到账后的余额为准。</p>
      <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy}>
        确认转账
      </Button>
    </form>
  );
}
