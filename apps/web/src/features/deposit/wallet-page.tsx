import type { PayWayKey } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { WalletPair } from '../../shared/wallet-pair/wallet-pair';
import { usePayWays } from './api/pay-ways';
import { DepositSheet } from './deposit-sheet';
import { openPayWays, type PayWay } from './open-pay-ways';
import { useNoBoundAccount } from './use-no-bound-account';
import './wallet-page.css';

const DESCRIPTIONS: Record<PayWayKey, string> = {
  usdt: '虚拟币存款，支持TRC20 / ERC20',
  bank: '银行卡转账，提交后等待审核',
  wechat: '微信扫码支付',
  alipay: '支付宝扫码支付',
  antoken: 'AnToken钱包，TRC20协议',
  gopay: 'GO PAY钱包支付',
  okpay: 'OK PAY钱包支付',
};

const BADGES: Record<PayWayKey, string> = { usdt: '₮', bank: '卡', wechat: '微', alipay: '支', antoken: 'A', gopay: 'GO', okpay: 'OK' };

/**
 * The open deposit channels in pay way order, each opening its bottom sheet. With no card or wallet
 * bound, SPEC §2's notice and bind button come first; the channels stay below it, since depositing
 * needs no bound account (only withdrawing does).
 */
export default function WalletPage() {
  const { token } = useSession();
  const go = useAppNavigate();
  const payWays = usePayWays();
  const noAccount = useNoBoundAccount(token);
  const [open, setOpen] = useState<PayWay | null>(null);
  const ways = payWays.data ? openPayWays(payWays.data) : [];

  return (
    <div className="wallet-page">
      <Tabs
        className="wallet-tabs"
        activeKey="deposit"
        onChange={(key) => {
          if (key === 'withdraw') go(PATHS.withdraw);
          if (key === 'transfer') go(PATHS.transfer);
        }}
      >
        <Tabs.Tab title="存款" key="deposit" />
        <Tabs.Tab title="取款" key="withdraw" />
        <Tabs.Tab title="转账" key="transfer" />
      </Tabs>
      <WalletPair />
      {noAccount && (
        <section className="wallet-unbound" role="note">
          <p>{MSG.noBoundAccount}</p>
          <Button color="primary" size="small" onClick={() => go(PATHS.bankCard)}>
            立即绑定
          </Button>
        </section>
      )}
      <h2 className="wallet-heading">选择存款方式</h2>
      {payWays.isPending && <Skeleton.Paragraph lineCount={4} animated className="wallet-skeleton" />}
      {payWays.isError && (
        <ErrorBlock status="default" title={MSG.loadFailed} description="">
          <Button size="small" onClick={() => void payWays.refetch()}>
            {MSG.reload}
          </Button>
        </ErrorBlock>
      )}
      {payWays.isSuccess && ways.length === 0 && <ErrorBlock status="empty" title={MSG.noPayWay} description="" />}
      <ul className="pay-ways" aria-label="存款方式">
        {ways.map((way) => (
          <li key={way.code}>
            <button
              type="button"
              className="pay-way"
              onClick={() => {
                setOpen(way);
              }}
            >
              <span className={`pay-way-badge pay-way-${way.key}`} aria-hidden>
                {BADGES[way.key]}
              </span>
              <span className="pay-way-text">
                <span className="pay-way-name">{way.name}</span>
                <span className="pay-way-description">{DESCRIPTIONS[way.key]}</span>
              </span>
              <span className="pay-way-arrow" aria-hidden>
                ›
              </span>
            </button>
          </li>
        ))}
      </ul>
      <DepositSheet
        way={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </div>
  );
}
