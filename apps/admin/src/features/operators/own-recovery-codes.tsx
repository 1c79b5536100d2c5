import { checkCurrentPassword } from '@casino/contract/rules/admin-password';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';
import { ownRecoveryCodesQuery } from './api';
import { RecoveryCodesList } from './recovery-codes-list';

/**
 * 恢复码: how many of the operator's own recovery codes are left, and 10 new ones on their current password (the old
 * ones stop working), shown once.
 */
export function OwnRecoveryCodesModal({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const left = useQuery(ownRecoveryCodesQuery);
  const [issued, setIssued] = useState<string[] | null>(null);
  const { save, saving } = useCheckedSave<{ password: string }>({
    check: checkCurrentPassword,
    send: async (fields) => setIssued((await adminCall('adminRegenerateRecoveryCodes', fields)).data.recovery_codes),
    refresh: () => queryClient.invalidateQueries(ownRecoveryCodesQuery),
  });

  if (issued !== null) {
    return (
      <Modal open title="新的恢复码" okText="我已保存" onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} closable={false} keyboard={false} mask={{ closable: false }} destroyOnHidden>
        <Alert type="warning" showIcon title="以下恢复码只显示这一次，旧的恢复码已全部失效。" style={{ marginBottom: 16 }} />
        <RecoveryCodesList codes={issued} />
      </Modal>
    );
  }
  return (
    <FormModal<{ password: string }> title="恢复码" name="own-recovery-codes" okText="生成新的恢复码" initialValues={{ password: '' }} onFinish={save} saving={saving} onClose={onClose}>
      <Typography.Paragraph>
        可用恢复码：<Typography.Text strong data-testid="recovery-codes-left">{left.data === undefined ? '…' : `${String(left.data.remaining)} 个`}</Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">手机丢失或不在身边时，可在登录时输入一个恢复码代替动态验证码，每个只能用一次。生成新的恢复码后，旧的全部失效。</Typography.Paragraph>
      <Form.Item name="password" label="当前密码">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormModal>
  );
}
