import { Tabs } from 'antd-mobile';
import { PATHS } from '../../shared/paths';
import { useAppNavigate } from '../../shared/use-app-navigate';

const TABS = [
  { key: PATHS.wallet, title: '存款' },
  { key: PATHS.withdraw, title: '取款' },
  { key: PATHS.transfer, title: '转账' },
];

/** The top tabs of the transfer page: deposit and withdraw go to their own screens (SPEC §2). */
export function TransferTabs() {
  const go = useAppNavigate();
  return (
    <Tabs className="transfer-tabs" activeKey={PATHS.transfer} onChange={(key) => go(key)}>
      {TABS.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title} />
      ))}
    </Tabs>
  );
}
