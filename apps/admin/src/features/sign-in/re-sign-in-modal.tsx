import { checkAdminLogin } from '@casino/contract/rules/admin-login';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { meQuery } from '../../api/me';
import { reSignIn } from '../../api/re-sign-in';
import { adminSession } from '../../api/session';

interface Fields {
  password: string;
  code: string;
}

/**
 * 重新登录, over whatever screen is open, when the server has ended the session (30 minutes idle, signed out
 * elsewhere): the operator's own name (not another's: the call waiting is theirs), their password and code, and
 * the refused call (an open form's save) is made again; 返回登录页 gives up, and the screen with it.
 */
export function ReSignInModal() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);

  useEffect(
    () =>
      reSignIn.mount(() => {
        const whose = adminSession.name() ?? queryClient.getQueryData(meQuery.queryKey)?.name;
        // Whose session it was is unknown: nobody may take over its waiting calls.
        if (whose === undefined) {
          reSignIn.settle(false);
          return;
        }
        setName(whose);
        setOpen(true);
      }),
    [queryClient],
  );

  const finish = (signedIn: boolean) => {
    setOpen(false);
    reSignIn.settle(signedIn);
  };

  const submit = async (fields: Fields) => {
    const typed = { name, password: fields.password, code: fields.code.trim() };
    const broken = checkAdminLogin(typed);
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    setSubmitting(true);
    try {
      const { data } = await adminCall('adminLogin', typed);
      // The name is not editable; should the server ever answer another operator, their session does not carry on this one's work.
      if (data.name !== name) {
        await adminCall('adminLogout', {}).catch(() => undefined);
        finish(false);
        return;
      }
      adminSession.start(data.token, data.name);
      finish(true);
      void queryClient.invalidateQueries(meQuery);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title="重新登录"
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      destroyOnHidden
      zIndex={2000}
      footer={null}
    >
      <Alert
        type="warning"
        showIcon
        title="登录已过期（长时间未操作，或已在其他地方退出）"
        description="请重新登录：登录后将继续刚才的操作，页面上已填写的内容不会丢失。"
        style={{ marginBottom: 16 }}
      />
      <Form<Fields> layout="vertical" name="re-sign-in" onFinish={(fields) => void submit(fields)} initialValues={{ password: '', code: '' }} requiredMark={false}>
        <Form.Item label="账号" extra="只能以当前账号重新登录；如需切换账号，请返回登录页（未保存的内容将丢失）">
          <Input value={name} disabled aria-label="账号" />
        </Form.Item>
        <Form.Item label="密码" name="password">
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item label="动态验证码" name="code" extra="身份验证器应用中显示的6位数字，或一个恢复码">
          <Input autoComplete="one-time-code" maxLength={9} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => finish(false)} disabled={submitting}>
            返回登录页
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            登录并继续
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
