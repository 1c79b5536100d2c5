import { formatFen } from '@casino/contract/money';
import { Skeleton } from 'antd-mobile';
import { Popup } from '../../shared/back-closes/overlays';
import { useBetAmount } from '../../api/queries/bet-amount';
import { fenOf } from '../../shared/fen-of';

const amount = (yuan: number | undefined) => (yuan === undefined ? '--' : `${formatFen(fenOf(yuan))} 元`);

/**
 * The turnover-detail bottom panel (SPEC §2): the turnover required, reached and still to bet before a
 * withdrawal. getBetAmount answers what is still to bet; required and reached are our server's extension.
 */
export function TurnoverPanel({ token, open, onClose }: { token: string | null; open: boolean; onClose: () => void }) {
  const turnover = useBetAmount(token);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName="turnover-panel">
      <h2>打码详情</h2>
      {turnover.data ? (
        <dl>
          <div>
            <dt>要求打码量</dt>
            <dd data-testid="turnover-required">{amount(turnover.data.required)}</dd>
          </div>
          <div>
            <dt>已达打码量</dt>
            <dd data-testid="turnover-reached">{amount(turnover.data.reached)}</dd>
          </div>
          <div>
            <dt>还需打码量</dt>
            <dd data-testid="turnover-missing">{amount(turnover.data.bet_amount)}</dd>
          </div>
        </dl>
      ) : (
        <Skeleton.Paragraph lineCount={3} animated />
      )}
      <p>每笔存款、优惠彩金、红包等入账都会按相应倍数计入打码量，有效投注逐笔抵扣。还需打码量为 0 时即可提现。</p>
    </Popup>
  );
}
