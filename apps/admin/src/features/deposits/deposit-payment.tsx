import type { DataOf } from '@casino/contract/call';
import type { adminDeposits } from '@casino/contract/calls/deposit';
import { Descriptions, Typography } from 'antd';

type Deposit = DataOf<typeof adminDeposits>['data'][number];

/** The depositor as the player entered them, in the queue's column: name, then bank and card number. */
export function DepositorCell({ depositor }: { depositor: Deposit['depositor'] }) {
  if (depositor.name === '' && depositor.bank_no === '') return '—';
  return (
    <Typography.Text>
      {depositor.name}
      {depositor.bank_no !== '' && (
        <>
          <br />
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{`${depositor.bank} ${depositor.bank_no}`}</Typography.Text>
        </>
      )}
    </Typography.Text>
  );
}

/**
 * What finance matches against the bank statement: the depositor's bank, card, name and branch as entered,
 * and the receiving accounts the order showed the player (as they were then, whatever changed since).
 */
export function DepositPayment({ deposit }: { deposit: Deposit }) {
  const { depositor } = deposit;
  const entered = depositor.name !== '' || depositor.bank_no !== '';
  return (
    <Descriptions
      size="small"
      column={2}
      title="付款信息"
      items={[
        {
          key: 'depositor',
          label: '存款人',
          children: entered ? [depositor.name, depositor.bank, depositor.bank_no, depositor.branch].filter((part) => part !== '').join(' / ') : '（非银行转账，无存款人信息）',
        },
        {
          key: 'receiving',
          label: '收款账户',
          children:
            deposit.receiving.length === 0 ? (
              '（订单未记录）'
            ) : (
              <div>
                {deposit.receiving.map((account) => (
                  <Typography.Paragraph key={account.account} style={{ whiteSpace: 'pre-line', marginBottom: 4 }}>
                    {account.content === '' ? account.account : account.content}
                  </Typography.Paragraph>
                ))}
              </div>
            ),
        },
      ]}
    />
  );
}
