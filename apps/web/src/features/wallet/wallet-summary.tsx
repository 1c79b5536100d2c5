import { formatFen } from '@casino/contract/money';
import { Button, Switch } from 'antd-mobile';
import { BillOutline, RedoOutline } from 'antd-mobile-icons';
import { PATHS } from '../../shared/paths';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useTransall } from './api/transall';
import { useTransferStatus } from './api/transfer-status';
import type { Wallets } from './wallets';

export interface WalletSummaryProps {
  token: string | null;
  wallets: Wallets | undefined;
  /** The member's transferstatus (1 seamless); undefined while the user loads. */
  transferstatus: 0 | 1 | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  onTurnover: () => void;
}

/** The game balance with its refresh icon, the records button, the seamless switch, 一键领取 (SPEC §2). */
export function WalletSummary({ token, wallets, transferstatus, refreshing, onRefresh, onTurnover }: WalletSummaryProps) {
  const go = useAppNavigate();
  const status = useTransferStatus(token);
  const collect = useTransall();
  const amount = (fen: number | undefined) => (fen === undefined ? '--' : formatFen(fen));
  return (
    <section className="transfer-card transfer-summary">
      <div className="transfer-summary-head">
        <div className="transfer-game">
          <span>游戏余额（元）</span>
          <div>
            <strong data-testid="game-balance">{amount(wallets?.gameFen)}</strong>
            <button type="button" className={refreshing ? 'transfer-refresh spinning' : 'transfer-refresh'} aria-label="刷新余额" onClick={onRefresh} disabled={refreshing}>
              <RedoOutline />
            </button>
          </div>
        </div>
        <button type="button" className="transfer-records" onClick={() => go(PATHS.meyList)}>
          <BillOutline /> 交易记录
        </button>
      </div>
      <div className="transfer-main">
        <span>{wallets?.main.name ?? '平台钱包'}</span>
        <strong data-testid="main-balance">{amount(wallets?.main.fen)}</strong>
      </div>
      <div className="transfer-seamless">
        <div>
          <span>免转模式</span>
          <small>开启后进入游戏时余额自动转入该游戏</small>
        </div>
        <Switch
          aria-label="免转模式"
          checked={transferstatus === 1}
          loading={status.isPending}
          disabled={transferstatus === undefined}
          onChange={(checked) => {
            status.mutate(checked ? 1 : 0, { onSuccess: (message) => toast.success(message) });
          }}
        />
      </div>
      <div className="transfer-actions">
        <Button
          color="primary"
          loading={collect.isPending}
          disabled={collect.isPending}
          onClick={() => {
            collect.mutate(undefined, { onSuccess: (message) => toast.success(message) });
          }}
        >
          一键领取
        </Button>
        <Button color="primary" fill="outline" onClick={onTurnover}>
          打码详情
        </Button>
      </div>
    </section>
  );
}
