import { DotLoading } from 'antd-mobile';
import { MSG } from '@casino/contract/messages';
import { useSession } from '../../shared/session';
import { usePlatformBank } from './api/platform-bank';
import { CopyRow } from './copy-row';

/** Where a bank transfer goes (getpaybank): each field copyable. */
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
  const { bank_data, bank_no, bank_owner, bank_address } = account.data;
  return (
    <section className="platform-account" aria-label="收款账户">
      <h3>收款账户</h3>
      <CopyRow label="收款银行" value={bank_data.bank_name} />
      <CopyRow label="收款账号" value={bank_no} />
      <CopyRow label="收款人" value={bank_owner} />
      <CopyRow label="开户行" value={bank_address} />
    </section>
  );
}
