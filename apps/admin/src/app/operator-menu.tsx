import { ADMIN_ROLE_LABELS, type AdminRole } from '@casino/contract/admin-roles';
import { DisconnectOutlined, DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Dropdown, Space, theme, Typography } from 'antd';

interface OperatorMenuProps {
  name: string;
  role: AdminRole;
  /** Ends this session (false) or every session of the operator (true). */
  onSignOut: (everywhere: boolean) => void;
}

/** The header's operator menu: who is signed in (name and role), 退出登录 and 退出所有设备. */
export function OperatorMenu({ name, role, onSignOut }: OperatorMenuProps) {
  const { token } = theme.useToken();
  const who = `${name}（${ADMIN_ROLE_LABELS[role]}）`;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div style={{ background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary, padding: 12, minWidth: 200 }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {name}
          </Typography.Text>
          <Typography.Text type="secondary">{ADMIN_ROLE_LABELS[role]}</Typography.Text>
          <Divider style={{ margin: '12px 0' }} />
          <Space vertical style={{ width: '100%' }}>
            <Button block icon={<LogoutOutlined aria-hidden />} onClick={() => onSignOut(false)}>
              退出登录
            </Button>
            <Button block danger icon={<DisconnectOutlined aria-hidden />} onClick={() => onSignOut(true)}>
              退出所有设备
            </Button>
          </Space>
        </div>
      )}
    >
      <Button type="text" icon={<UserOutlined aria-hidden />}>
        <span data-testid="operator">{who}</span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
