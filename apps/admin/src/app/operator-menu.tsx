import { ADMIN_ROLE_LABELS, type AdminRole } from '@casino/contract/admin-roles';
import { DisconnectOutlined, DownOutlined, KeyOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Dropdown, Space, theme, Typography } from 'antd';
import { useState } from 'react';
import { OWN_SECURITY_ENTRIES, OwnSecurityDialogs, type OwnSecurityDialog } from '../features/operators/own-security';

interface OperatorMenuProps {
  name: string;
  role: AdminRole;
  /** Ends this session (false) or every session of the operator (true). */
  onSignOut: (everywhere: boolean) => void;
}

/** The header's operator menu: who is signed in (name and role), their own 修改密码 and 恢复码, 退出登录 and 退出所有设备. */
export function OperatorMenu({ name, role, onSignOut }: OperatorMenuProps) {
  const { token } = theme.useToken();
  const who = `${name}（${ADMIN_ROLE_LABELS[role]}）`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<OwnSecurityDialog | null>(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        placement="bottomRight"
        popupRender={() => (
          <div style={{ background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary, padding: 12, minWidth: 200 }}>
            <Typography.Text strong style={{ display: 'block' }}>
              {name}
            </Typography.Text>
            <Typography.Text type="secondary">{ADMIN_ROLE_LABELS[role]}</Typography.Text>
            <Divider style={{ margin: '12px 0' }} />
            <Space vertical style={{ width: '100%' }}>
              {OWN_SECURITY_ENTRIES.map((entry) => (
                <Button
                  key={entry.dialog}
                  block
                  icon={entry.dialog === 'password' ? <LockOutlined aria-hidden /> : <KeyOutlined aria-hidden />}
                  onClick={() => {
                    setMenuOpen(false);
                    setDialog(entry.dialog);
                  }}
                >
                  {entry.label}
                </Button>
              ))}
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
      <OwnSecurityDialogs open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
