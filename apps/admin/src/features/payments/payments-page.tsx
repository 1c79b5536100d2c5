import { Space } from 'antd';
import { ScreenHeader } from '../../shared/screen-header';
import { AccountsCard } from './accounts-card';
import { ChannelsCard } from './channels-card';
import { GatewaysCard } from './gateways-card';
import { UsdtCard } from './usdt-card';

/** 支付设置 (owner and finance): the deposit channels with their amount ranges and order, their receiving accounts, the USDT rates and fees, and how each channel is paid (by hand or through a gateway). */
export function PaymentsPage() {
  return (
    <>
      <ScreenHeader title="支付设置" />
      <Space vertical size="large" style={{ width: '100%' }}>
        <ChannelsCard />
        <AccountsCard />
        <UsdtCard />
        <GatewaysCard />
      </Space>
    </>
  );
}
