import { DotLoading } from 'antd-mobile';
import { MSG } from '@casino/contract/messages';
import { useSession } from '../../shared/session';
import { usePlatformBank } from './api/platform-bank';
import { CopyRow } from './copy-row';

/** Where a bank transfer goes (getpaybank): each open account, each field copyable. */
export function PlatformAccount() {
  const { token } = useSession();
  const account = usePlatformBank(token);
  if (account.isPending) {
    return (
      <div className="platform-account" role="status">
        <DotLoading /> {MSG.loading}
      </div>
    );
  }
  if (!account.data) return <div className="platform-account platform-account-missing">{MSG.channelClosed}</div>;
  // Older backends answer one account; this one adds every open account in the operator's order.
  const accounts = account.data.list ?? [account.data];
  return (
    <section className="platform-account" aria-label="收款账户">
      <h3>收款账户</h3>
      {accounts.map(({ id, bank_data, bank_no, bank_owner, bank_address }) => (
        <div key={id} className="platform-account-entry">
          <CopyRow label="收款银行" value={bank_data.bank_name} />
          <CopyRow label="收款账号" value={bank_no} />
          <CopyRow label="收款人" value={bank_owner} />
          <CopyRow label="开户行" value={bank_address} />
        </div>
      ))}
    </section>
  );
}
