import type { DataOf } from '@casino/contract/call';
import type { adminMember } from '@casino/contract/calls/account';
import { Descriptions, Table } from 'antd';
import { yuanText } from '../../shared/figures';
import { walletLabel } from './wallet-label';

type Money = DataOf<typeof adminMember>['money'];

const yuan = (value: number) => yuanText(value);

/** 资金汇总: the member's money from the ledger, and per platform the turnover and their win or loss. */
export function MemberMoney({ money }: { money: Money }) {
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={4}
        title="资金汇总（元）"
        items={[
          { key: 'deposits', label: '存款', children: yuan(money.deposits) },
          { key: 'withdrawals', label: '已出款', children: yuan(money.withdrawals) },
          { key: 'held', label: '提现冻结中', children: yuan(money.held) },
          { key: 'rebates', label: '返水', children: yuan(money.rebates) },
          { key: 'redpackets', label: '红包', children: yuan(money.redpackets) },
          { key: 'bonuses', label: '优惠彩金', children: yuan(money.bonuses) },
          { key: 'adjustments', label: '人工调整', children: yuan(money.adjustments) },
        ]}
      />
      <Table<Money['platforms'][number]>
        rowKey="platform"
        size="small"
        pagination={false}
        aria-label="各平台投注"
        dataSource={money.platforms}
        locale={{ emptyText: '暂无投注' }}
        columns={[
          { title: '平台', dataIndex: 'platform', render: walletLabel },
          { title: '有效投注', dataIndex: 'turnover', align: 'right', render: yuan },
          { title: '会员输赢', dataIndex: 'win_loss', align: 'right', render: yuan },
        ]}
      />
    </>
  );
}
