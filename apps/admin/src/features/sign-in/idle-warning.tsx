import { ADMIN_IDLE_WARNING_MS, adminIdleDeadline } from '@casino/contract/admin-session';
import { App, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { reSignIn } from '../../api/re-sign-in';
import { adminSession } from '../../api/session';
import { useAdminToken } from '../../api/use-admin-token';

/** mm:ss */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 会话即将过期: two minutes before the server may end the session for idleness (counted from the last answered call
 * of any tab, a minute early since the server writes it down once a minute), a countdown and 继续使用, which makes a
 * call and so keeps the session. Past the countdown the next call asks for a sign-in again (ReSignInModal).
 */
export function IdleWarning() {
  const token = useAdminToken();
  const { message } = App.useApp();
  const [now, setNow] = useState(() => Date.now());
  const [keeping, setKeeping] = useState(false);

  useEffect(() => {
    if (token === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [token]);

  const lastCall = adminSession.lastCallAt();
  const left = lastCall === null ? Infinity : adminIdleDeadline(lastCall) - now;
  const open = token !== null && !reSignIn.isAsking() && left > 0 && left <= ADMIN_IDLE_WARNING_MS;

  const keepUsing = async () => {
    setKeeping(true);
    try {
      await adminCall('adminMe', {});
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setKeeping(false);
      setNow(Date.now());
    }
  };

  return (
    <Modal
      open={open}
      title="会话即将过期"
      okText="继续使用"
      onOk={() => void keepUsing()}
      confirmLoading={keeping}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      zIndex={1900}
      destroyOnHidden
    >
      <Typography.Paragraph>
        由于长时间未操作，登录将在 <Typography.Text strong data-testid="idle-countdown">{clock(left)}</Typography.Text> 后过期。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">点击「继续使用」保持登录；过期后再操作需重新登录，已填写的内容不会丢失。</Typography.Paragraph>
    </Modal>
  );
}
