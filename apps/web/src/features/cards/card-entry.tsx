import { CARD_TYPES, type CardType } from '@casino/contract/codes';
import type { BoundAccount } from '@casino/contract/entities/cards';
import { imageUrl } from '../../shared/server-url';

/** Only the last 4 characters are shown (bank_not; taken from bank_no for a backend without it). */
export function maskedNumber(card: Pick<BoundAccount, 'bank_no' | 'bank_not'>): string {
  const last4 = card.bank_not || card.bank_no.slice(-4);
  return `**** **** **** ${last4}`;
}

const OWNER_LABEL: Record<CardType, string> = { [CARD_TYPES.bank]: '持卡人', [CARD_TYPES.usdt]: '协议', [CARD_TYPES.ewallet]: '钱包' };

/** One bound account: its icon, name, masked number and owner (holder, protocol or wallet), and 解绑. */
export function CardEntry({ card, type, onUnbind }: { card: BoundAccount; type: CardType; onUnbind: () => void }) {
  const icon = type === CARD_TYPES.bank ? imageUrl(card.ico) : undefined;
  const name = type === CARD_TYPES.usdt ? 'USDT' : type === CARD_TYPES.ewallet ? `${card.bank_owner} 钱包` : card.bank;
  return (
    <div className={`card-entry card-entry-${String(type)}`}>
      <div className="card-entry-top">
        {icon ? (
          <img src={icon} alt="" className="card-entry-icon" />
        ) : (
          <span className="card-entry-icon card-entry-badge" aria-hidden>
            {type === CARD_TYPES.usdt ? '₮' : type === CARD_TYPES.ewallet ? 'A' : '卡'}
          </span>
        )}
        <span className="card-entry-name">{name}</span>
        <button type="button" className="card-entry-unbind" onClick={onUnbind} aria-label={`解绑 ${name} ${maskedNumber(card)}`}>
          解绑
        </button>
      </div>
      <div className="card-entry-number">{maskedNumber(card)}</div>
      <div className="card-entry-owner">
        {OWNER_LABEL[type]}：{card.bank_owner}
      </div>
    </div>
  );
}
