import { MSG } from '@casino/contract/messages';
import { checkActivityApply } from '@casino/contract/rules/activity-apply';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { CenterPopup } from '../../shared/back-closes/overlays';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { toast } from '../../shared/toast';
import { applyPromotion } from './api/apply-promotion';
import { invalidateApplications } from './api/applications';

export interface ApplyDialogProps {
  activityId: number;
  visible: boolean;
  onClose: () => void;
}

/** The apply dialog of a promotion: an optional amount (whole yuan, by the contract's rule), then doactivityapply. */
export function ApplyDialog({ activityId, visible, onClose }: ApplyDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    initial: { amount: '' },
    check: checkActivityApply,
    submit: (fields: { amount: string }) => applyPromotion(activityId, fields.amount),
    onSuccess: async (message) => {
      toast.success(message || MSG.applySubmitted);
      onClose();
      await invalidateApplications(queryClient);
    },
  });
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      role="dialog"
      aria-label="申请活动"
      style={{ '--min-width': 'min(320px, 90vw)', '--max-width': '90vw' }}
    >
      <div className="apply-dialog">
        <h2 className="apply-dialog-title">申请活动</h2>
        <Field label="金额" {...form.field('amount')} amount maxLength={10} placeholder="请输入金额" />
        <div className="apply-dialog-actions">
          <Button block onClick={onClose} disabled={form.busy}>
            取消
          </Button>
          <Button block color="primary" loading={form.busy} disabled={form.busy} onClick={form.submit}>
            提交申请
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
