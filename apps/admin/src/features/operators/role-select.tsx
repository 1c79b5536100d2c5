import { ADMIN_ROLE_LABELS, type AdminRole } from '@casino/contract/admin-roles';
import { App, Select } from 'antd';
import { ROLE_OPTIONS } from './role-options';

/** Picks an operator's new role; nothing changes until the owner confirms it. */
export function RoleSelect({ name, role, disabled, onConfirm }: { name: string; role: AdminRole; disabled: boolean; onConfirm: (role: AdminRole) => Promise<unknown> }) {
  const { modal } = App.useApp();
  return (
    <Select<AdminRole>
      aria-label={`${name} 的角色`}
      size="small"
      style={{ width: 112 }}
      value={role}
      options={ROLE_OPTIONS}
      disabled={disabled}
      onChange={(next) =>
        void modal.confirm({
          title: `将 ${name} 的角色改为「${ADMIN_ROLE_LABELS[next]}」？`,
          content: '新角色在其下一次操作时生效。',
          onOk: () => onConfirm(next),
        })
      }
    />
  );
}
