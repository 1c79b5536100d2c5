import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result, Space, Spin } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { adminCall, errorText } from '../api/call';
import { meQuery } from '../api/me';
import { adminSession } from '../api/session';
import { useAdminToken } from '../api/use-admin-token';
import { AlertSoundToggle } from '../features/alerts/alert-sound-toggle';
import { QueueBadge } from '../features/alerts/queue-badge';
import { mayHearQueues, useLiveAlerts } from '../features/alerts/use-live-alerts';
import { invalidateDashboard } from '../features/dashboard/api';
import { invalidateDepositQueue } from '../features/deposits/api';
import { invalidateWithdrawalQueue } from '../features/withdrawals/api';
import { ConsoleFrame } from './console-frame';
import { NAV, navKeyOf, roleMaySee } from './nav';
import { navMenuItems, navTrail } from './nav-menu';
import { OperatorMenu } from './operator-menu';

const loading = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

/** Every screen but sign-in, in the console's frame: the menu of the operator's role, who is signed in, sign-out, and a banner while the site is in maintenance. */
export function ConsoleLayout() {
  const token = useAdminToken();
  const me = useQuery({ ...meQuery, enabled: token !== null });
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  // The review queues pushed by the server: the menu's counts, the tab's title, a notification on arrival, and the open queue (and 概览's counts) refreshed.
  useLiveAlerts(
    me.data?.role,
    (queue) => void navigate(`/${queue}`),
    (queue) =>
      void Promise.all([queue === 'deposits' ? invalidateDepositQueue(queryClient) : invalidateWithdrawalQueue(queryClient), invalidateDashboard(queryClient)]),
  );

  if (token === null) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (me.isPending) return loading;
  if (me.isError) return <Result status="error" title={errorText(me.error)} extra={<Button onClick={() => void me.refetch()}>重试</Button>} />;

  const signOut = async (everywhere: boolean) => {
    try {
      await adminCall(everywhere ? 'adminLogoutAll' : 'adminLogout', {});
    } catch (error) {
      // The session is ended here whatever the server said; a network failure is still worth saying.
      void message.error(errorText(error));
    }
    adminSession.end();
    queryClient.clear();
  };

  const selected = navKeyOf(location.pathname);
  const screen = NAV.find((item) => item.path === selected);
  // A screen typed into the address bar that the role may not use: said here, before it asks the server anything.
  const forbidden = screen !== undefined && !roleMaySee(me.data.role, screen);
  return (
    <ConsoleFrame
      menu={navMenuItems(me.data.role, (item) => (item.path === 'deposits' || item.path === 'withdrawals' ? <QueueBadge queue={item.path} /> : undefined))}
      selected={selected}
      trail={navTrail(location.pathname)}
      actions={
        <Space size={12}>
          {mayHearQueues(me.data.role) && <AlertSoundToggle />}
          <OperatorMenu name={me.data.name} role={me.data.role} onSignOut={(everywhere) => void signOut(everywhere)} />
        </Space>
      }
      banner={
        me.data.maintenance !== null && (
          <Alert type="warning" banner role="status" title={`站点维护中：会员只能看到维护提示${me.data.maintenance === '' ? '' : `「${me.data.maintenance}」`}`} />
        )
      }
    >
      {forbidden ? (
        <Result
          status="403"
          title={`无权使用「${screen.label}」`}
          subTitle={ADMIN_MSG.adminForbidden}
          extra={
            <Button type="primary" onClick={() => void navigate('/')}>
              返回首页
            </Button>
          }
        />
      ) : (
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      )}
    </ConsoleFrame>
  );
}
