import { formatFen } from '@casino/contract/money';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useBalance } from '../../api/queries/balance';
import { useGameWallets } from '../../api/queries/game-wallets';
import { fenOf } from '../fen-of';
import { useSession } from '../session';
import { useRecoverAll } from './use-recover-all';
import './wallet-pair.css';

export interface WalletPairProps {
  /** Said above the button, e.g. why the money must come back first. */
  hint?: ReactNode;
}

/**
 * 中心钱包 (the main balance) and 游戏钱包 (every platform wallet together, each platform that holds money
 * listed under it) side by side, and 一键回收 to bring the game wallets back into the main one. In 免转 mode
 * a game takes the whole main balance with it: this is where the player gets it back.
 */
export function WalletPair({ hint }: WalletPairProps) {
  const { token } = useSession();
  const balance = useBalance(token);
  const mainFen = balance.data ? fenOf(balance.data.balance) : undefined;
  const gameFen = balance.data ? fenOf(balance.data.gameblance) : undefined;
  const platforms = useGameWallets(token, gameFen);
  const holding = gameFen ? (platforms.data ?? []).filter((wallet) => fenOf(wallet.balance) > 0) : [];
  const { recover, pending, outcome } = useRecoverAll();
  const amount = (fen: number | undefined) => (fen === undefined ? '--' : formatFen(fen));

  return (
    <section className="wallet-pair" aria-label="中心钱包和游戏钱包">
      <div className="wallet-pair-balances">
        <div className="wallet-pair-cell">
          <span>中心钱包</span>
          <strong data-testid="center-wallet">{amount(mainFen)}</strong>
        </div>
        <div className="wallet-pair-cell">
          <span>游戏钱包</span>
          <strong data-testid="game-wallet">{amount(gameFen)}</strong>
        </div>
      </div>
      {holding.length > 0 && (
        <ul className="wallet-pair-platforms" aria-label="游戏钱包明细">
          {holding.map((wallet) => (
            <li key={wallet.platname}>
              <span>{wallet.name}</span>
              <span>{formatFen(fenOf(wallet.balance))}</span>
            </li>
          ))}
        </ul>
      )}
      {hint}
      <Button className="wallet-pair-recover" block color="primary" aria-label="一键回收" aria-busy={pending} loading={pending} loadingText="回收中" onClick={recover}>
        一键回收
      </Button>
      {outcome && (
        <p className="wallet-pair-outcome" role="status">
          {outcome}
        </p>
      )}
    </section>
  );
}
