import { checkAdminLogin } from '@casino/contract/rules/admin-login';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { adminCall, errorText } from '../../api/call';
import { adminSession } from '../../api/session';
import { useAdminToken } from '../../api/use-admin-token';

interface Fields {
  name: string;
  password: string;
  code: string;
}

/** Where sign-in was asked from (a screen the session had ended on), or the first screen. */
function returnPath(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && state.from.startsWith('/')) return state.from;
  return '/';
}

/** Name, password and the 6-digit code of the operator's authenticator app, or one of their recovery codes. */
export function SignInPage() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  if (token !== null) return <Navigate to={returnPath(location.state)} replace />;

  const submit = async (fields: Fields) => {
    const broken = checkAdminLogin(fields);
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    setSubmitting(true);
    try {
      const { data } = await adminCall('adminLogin', { name: fields.name.trim(), password: fields.password, code: fields.code.trim() });
      queryClient.clear();
      adminSession.start(data.token, data.name);
      void navigate(returnPath(location.state), { replace: true });
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          运营后台
        </Typography.Title>
        <Form<Fields> layout="vertical" onFinish={(fields) => void submit(fields)} initialValues={{ name: '', password: '', code: '' }} requiredMark={false}>
          <Form.Item label="账号" name="name">
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password">
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="动态验证码" name="code" extra="身份验证器应用中显示的6位数字；手机不在身边时，可输入一个恢复码（xxxx-xxxx）">
            <Input autoComplete="one-time-code" maxLength={9} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
