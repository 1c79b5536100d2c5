import { Space, Typography } from 'antd';
import { AccountsCard } from './accounts-card';
import { ChannelsCard } from './channels-card';
import { UsdtCard } from './usdt-card';

/** 支付设置 (owner and finance): the deposit channels with their amount ranges and order, their receiving accounts, and the USDT rates and fees. */
export function PaymentsPage() {
  return (
    <Space vertical size="large" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        支付设置
      </Typography.Title>
      <ChannelsCard />
      <AccountsCard />
      <UsdtCard />
    </Space>
  );
}
