import { formatFen } from '@casino/contract/money';
import { Picker } from '../../shared/back-closes/overlays';
import { DownOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import type { Wallet } from './wallets';

export interface WalletSelectProps {
  label: string;
  wallets: readonly Wallet[];
  /** The chosen wallet's platname, '' for none. */
  value: string;
  onChange: (platname: string) => void;
}

/** A source or destination select: a button showing the choice, an antd-mobile Picker of the wallets. */
export function WalletSelect({ label, wallets, value, onChange }: WalletSelectProps) {
  const [open, setOpen] = useState(false);
  const chosen = wallets.find((wallet) => wallet.platname === value);
  // The Picker resets its wheel whenever its value changes identity: the 1.5 s poll re-renders this.
  const picked = useMemo(() => (value ? [value] : []), [value]);
  return (
    <>
      <button type="button" className="wallet-select" onClick={() => setOpen(true)}>
        <span className="wallet-select-label">{label}</span>
        <span className={chosen ? 'wallet-select-value' : 'wallet-select-value empty'}>
          {chosen?.name ?? '请选择'}
          <DownOutline />
        </span>
      </button>
      <Picker
        title={label}
        visible={open}
        destroyOnClose
        columns={[wallets.map((wallet) => ({ label: `${wallet.name}（${formatFen(wallet.fen)}）`, value: wallet.platname }))]}
        value={picked}
        onClose={() => setOpen(false)}
        onConfirm={([platname]) => {
          if (typeof platname === 'string') onChange(platname);
        }}
      />
    </>
  );
}
