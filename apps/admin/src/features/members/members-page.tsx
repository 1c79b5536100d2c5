import { Space, Typography } from 'antd';
import { useMayCall } from '../../api/me';
import { BalanceAdjustCard } from './balance-adjust-card';
import { MemberStateCard } from './member-state-card';

/**
 * 会员管理: acts on one member by username (会员列表 finds them, and their detail has the same cards). Support blocks or disables;
 * finance adjusts the balance; the owner does both. Each part shows only to the roles that may use it.
 */
export function MembersPage() {
  const mayChangeState = useMayCall('adminMemberState');
  const mayAdjust = useMayCall('adminAdjust');
  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        会员管理
      </Typography.Title>
      {mayChangeState && <MemberStateCard />}
      {mayAdjust && <BalanceAdjustCard />}
    </Space>
  );
}
