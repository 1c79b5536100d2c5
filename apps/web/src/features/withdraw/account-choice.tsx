import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock, Radio, Skeleton } from 'antd-mobile';
import { AddCircleOutline } from 'antd-mobile-icons';
import { Link } from '../../shared/router';
import { useCards } from '../../api/queries/cards';
import { useSession } from '../../shared/session';
import { accountLines, type WithdrawKind } from './withdraw-kinds';

/** The member's bound accounts of one kind to choose from, or a link to bind one. */
export function AccountChoice({ kind, value, onChange }: { kind: WithdrawKind; value: string; onChange: (id: string) => void }) {
  const { token } = useSession();
  const cards = useCards(token, kind.cardType);
  if (cards.isPending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (cards.isError) {
    return (
      <ErrorBlock status="default" title={MSG.loadFailed} description="">
        <Button size="small" onClick={() => void cards.refetch()}>
          {MSG.reload}
        </Button>
      </ErrorBlock>
    );
  }
  if (cards.data.length === 0) {
    return (
      <div className="withdraw-no-account">
        <p>{kind.empty}</p>
        <Link to={kind.addPath} className="withdraw-add">
          <AddCircleOutline /> {kind.addLabel}
        </Link>
      </div>
    );
  }
  return (
    <Radio.Group value={value} onChange={(id) => onChange(String(id))}>
      <div className="withdraw-accounts" role="radiogroup" aria-label={kind.name}>
        {cards.data.map((account) => {
          const { title, detail } = accountLines(kind, account);
          return (
            <Radio key={account.id} value={String(account.id)} block className="withdraw-account">
              <span className="withdraw-account-title">{title}</span>
              <span className="withdraw-account-detail">{detail}</span>
            </Radio>
          );
        })}
      </div>
    </Radio.Group>
  );
}
