import { ADMIN_ROLE_LABELS } from '@casino/contract/admin-roles';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Layout, Menu, Result, Space, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { adminCall, errorText } from '../api/call';
import { meQuery } from '../api/me';
import { adminSession } from '../api/session';
import { useAdminToken } from '../api/use-admin-token';
import { NAV, navKeyOf, roleMaySee } from './nav';

const loading = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

/** Every screen but sign-in: the side menu of the operator's role, who is signed in, sign-out, and a banner while the site is in maintenance. */
export function ConsoleLayout() {
  const token = useAdminToken();
  const me = useQuery({ ...meQuery, enabled: token !== null });
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

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

  const items = NAV.filter((item) => roleMaySee(me.data.role, item)).map((item) => ({ key: item.path, label: item.label }));
  const selected = navKeyOf(location.pathname);
  const screen = NAV.find((item) => item.path === selected);
  // A screen typed into the address bar that the role may not use: said here, before it asks the server anything.
  const forbidden = screen !== undefined && !roleMaySee(me.data.role, screen);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          运营后台
        </Typography.Title>
        <Menu mode="inline" selectedKeys={[selected]} items={items} onClick={({ key }) => void navigate(`/${key}`)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
          <Space>
            <Typography.Text data-testid="operator">
              {me.data.name}（{ADMIN_ROLE_LABELS[me.data.role]}）
            </Typography.Text>
            <Button onClick={() => void signOut(false)}>退出登录</Button>
            <Button onClick={() => void signOut(true)}>退出所有设备</Button>
          </Space>
        </Layout.Header>
        {me.data.maintenance !== null && (
          <Alert type="warning" banner role="status" title={`站点维护中：会员只能看到维护提示${me.data.maintenance === '' ? '' : `「${me.data.maintenance}」`}`} />
        )}
        <Layout.Content style={{ padding: 24 }}>
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
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
