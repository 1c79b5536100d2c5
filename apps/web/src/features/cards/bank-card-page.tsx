import type { BoundAccount } from '@casino/contract/entities/cards';
import { CARD_TYPES, type CardType } from '@casino/contract/codes';
import { MAX_ACCOUNTS_PER_KIND } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useCards } from '../../api/queries/cards';
import { PATHS, type AppPath } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { CardEntry } from './card-entry';
import { UnbindDialog } from './unbind-dialog';
import './cards.css';

interface Section {
  type: CardType;
  title: string;
  add: AppPath;
  addLabel: string;
}

/** SPEC §2: e-wallets, bank cards, then USDT wallets. */
const SECTIONS: readonly Section[] = [
  { type: CARD_TYPES.ewallet, title: '电子钱包', add: PATHS.addAnToken, addLabel: '添加钱包地址' },
  { type: CARD_TYPES.bank, title: '银行卡', add: PATHS.addBankCard, addLabel: '添加银行卡' },
  { type: CARD_TYPES.usdt, title: 'USDT钱包', add: PATHS.addUsdtAds, addLabel: '添加USDT地址' },
];

/** /bankCard: the member's bound accounts. */
export default function BankCardPage() {
  const [unbinding, setUnbinding] = useState<BoundAccount | null>(null);
  return (
    <div className="bank-cards">
      {SECTIONS.map((section) => (
        <CardSection key={section.type} section={section} onUnbind={setUnbinding} />
      ))}
      {unbinding && (
        <UnbindDialog
          key={unbinding.id}
          card={unbinding}
          onClose={() => {
            setUnbinding(null);
          }}
        />
      )}
    </div>
  );
}

/** One kind: count/5, its entries, and the add tile while under 5. */
function CardSection({ section, onUnbind }: { section: Section; onUnbind: (card: BoundAccount) => void }) {
  const { token } = useSession();
  const cards = useCards(token, section.type);
  const go = useAppNavigate();
  const count = cards.data?.length ?? 0;
  return (
    <section className="card-section" aria-label={section.title}>
      <header className="card-section-header">
        <h2>{section.title}</h2>
        <span className="card-section-count" data-testid={`card-count-${String(section.type)}`}>
          {cards.data ? `${String(count)}/${String(MAX_ACCOUNTS_PER_KIND)}` : `-/${String(MAX_ACCOUNTS_PER_KIND)}`}
        </span>
      </header>
      {cards.isPending && <Skeleton.Paragraph lineCount={2} animated />}
      {cards.isError && (
        <ErrorBlock status="default" title={MSG.loadFailed} description="">
          <Button size="small" onClick={() => void cards.refetch()}>
            {MSG.reload}
          </Button>
        </ErrorBlock>
      )}
      {cards.data && (
        <ul className="card-list">
          {cards.data.map((card) => (
            <li key={card.id}>
              <CardEntry
                card={card}
                type={section.type}
                onUnbind={() => {
                  onUnbind(card);
                }}
              />
            </li>
          ))}
          {count < MAX_ACCOUNTS_PER_KIND && (
            <li>
              <button type="button" className="card-add" onClick={() => go(section.add)}>
                <AddOutline /> {section.addLabel}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
