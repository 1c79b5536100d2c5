import { MSG } from '@casino/contract/messages';
import { Dialog } from 'antd-mobile';
import { useSearchParams } from '../../shared/router';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { PayPasswordForm } from './pay-password-form';

/** The withdrawal-password dialog of /mine?show=1 (SPEC §2); closing it takes show=1 off the query. */
export function PayPasswordDialog() {
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('show');
    setParams(next, { replace: true });
  };
  return (
    <Dialog
      visible={token !== null && params.get('show') === '1'}
      title="修改取款密码"
      destroyOnClose
      closeOnMaskClick
      onClose={close}
      content={
        <PayPasswordForm
          onCancel={close}
          onChanged={() => {
            toast.success(MSG.operationOkPlain);
            close();
          }}
        />
      }
    />
  );
}
