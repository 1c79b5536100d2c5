import type { BoundAccount } from '@casino/contract/entities/cards';
import { MSG } from '@casino/contract/messages';
import { checkUnbind } from '@casino/contract/rules/bind-card';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { invalidateCards } from '../../api/queries/cards';
import { useForm } from '../../shared/form/use-form';
import { toast } from '../../shared/toast';
import { delCard } from './api/del-card';
import { maskedNumber } from './card-entry';
import { PayPasswordField } from './pay-password-field';

/** Unbinding asks for the pay password: exactly 6 digits (SPEC §5), then 解绑成功 and the lists read again. */
export function UnbindDialog({ card, onClose }: { card: BoundAccount; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initial: { pay_pass: '' },
    check: checkUnbind,
    submit: (fields: { pay_pass: string }) => delCard(card.id, fields.pay_pass),
    onSuccess: async () => {
      toast.success(MSG.unbound);
      await invalidateCards(queryClient);
      onClose();
    },
  });
  return (
    <Dialog
      visible
      title="解绑账户"
      content={
        <form
          className="unbind-form"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          <p className="unbind-target">
            {card.bank} {maskedNumber(card)}
          </p>
          <PayPasswordField {...form.field('pay_pass')} />
        </form>
      }
      closeOnMaskClick={!form.busy}
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: '取消', disabled: form.busy, onClick: onClose },
          { key: 'confirm', text: '确认解绑', bold: true, disabled: form.busy, onClick: form.submit },
        ],
      ]}
    />
  );
}
