import { Tabs } from 'antd-mobile';
import { useSearchParams } from '../../shared/router';
import { RebateRecords } from '../../features/rebate/rebate-records';
import { BetRecords } from '../../features/records/bet-records';
import { TransactionRecords } from '../../features/records/transaction-records';

const TABS = [
  { key: 'trans', title: '交易记录' },
  { key: 'rebate', title: '返水记录' },
  { key: 'bet', title: '投注记录' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (key: string | null): key is TabKey => TABS.some((tab) => tab.key === key);

/**
 * /meyList: transactions, rebates and bets (SPEC §2), from two areas (records and rebate), combined here.
 * The tab is kept in the query (`?tab=rebate`), so back and reload return to it.
 */
export default function MeyListPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'trans';
  return (
    <Tabs
      // The lists keep their own margins, as on /fundingRecords.
      style={{ '--content-padding': '0' }}
      activeKey={active}
      onChange={(key) => {
        setParams({ tab: key }, { replace: true });
      }}
    >
      {TABS.map((tab) => (
        <Tabs.Tab key={tab.key} title={tab.title}>
          {tab.key === 'trans' && <TransactionRecords />}
          {tab.key === 'rebate' && <RebateRecords />}
          {tab.key === 'bet' && <BetRecords />}
        </Tabs.Tab>
      ))}
    </Tabs>
  );
}
