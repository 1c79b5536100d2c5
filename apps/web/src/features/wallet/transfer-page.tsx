import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBalance } from '../../api/queries/balance';
import { invalidateBalances } from '../../api/queries/money';
import { useUser } from '../../api/queries/user';
import { useSession } from '../../shared/session';
import { usePlatformBalances } from './api/platform-balances';
import { PlatformList } from './platform-list';
import { TransferForm } from './transfer-form';
import { TransferTabs } from './transfer-tabs';
import { TurnoverPanel } from './turnover-panel';
import { useQuickTransfer } from './use-quick-transfer';
import { WalletSummary } from './wallet-summary';
import { walletsOf } from './wallets';
import './transfer-page.css';

/**
 * /transfer (SPEC §2): the wallets of every game platform, polled every 1.5 s; seamless mode with quick
 * all-in/all-out per platform, or the manual transfer form; 一键领取 and the turnover detail.
 */
export default function TransferPage() {
  const session = useSession();
  const { token } = session;
  const queryClient = useQueryClient();
  const list = usePlatformBalances(token);
  const balance = useBalance(token);
  const user = useUser(token);
  const wallets = list.data ? walletsOf(list.data, balance.data?.balance) : undefined;
  const quick = useQuickTransfer(wallets);
  const [refreshing, setRefreshing] = useState(false);
  const [turnoverOpen, setTurnoverOpen] = useState(false);
  const transferstatus = (user.data ?? session.user)?.transferstatus;
  const seamless = transferstatus === 1;

  const refresh = () => {
    setRefreshing(true);
    void invalidateBalances(queryClient).finally(() => setRefreshing(false));
  };

  return (
    <div className="transfer-page">
      <TransferTabs />
      <WalletSummary
        token={token}
        wallets={wallets}
        transferstatus={transferstatus}
        refreshing={refreshing}
        onRefresh={refresh}
        onTurnover={() => setTurnoverOpen(true)}
      />
      <PlatformList
        platforms={wallets?.platforms}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        seamless={seamless}
        busy={quick.busy}
        onAllIn={quick.allIn}
        onAllOut={quick.allOut}
      />
      {!seamless && wallets && <TransferForm wallets={wallets} />}
      <TurnoverPanel token={token} open={turnoverOpen} onClose={() => setTurnoverOpen(false)} />
    </div>
  );
}
