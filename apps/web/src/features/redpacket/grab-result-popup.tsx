import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { Button } from 'antd-mobile';
import { CenterPopup } from '../../shared/back-closes/overlays';
import { href, PATHS } from '../../shared/paths';
import { useAppNavigate } from '../../shared/use-app-navigate';

/** The four outcomes of a draw (SPEC §4). */
export type GrabResult =
  | { kind: 'won'; amount: number }
  /** Not enough deposits, no draw left, or another refusal: the server's message. */
  | { kind: 'short'; message: string }
  | { kind: 'not-started' }
  | { kind: 'ended' };

const TITLES: Record<GrabResult['kind'], string> = {
  won: MSG.redpacketWon,
  short: '温馨提示',
  'not-started': '活动尚未开始',
  ended: '活动已结束',
};

function messageOf(result: GrabResult): string {
  switch (result.kind) {
    case 'won':
      return '红包金额已存入您的账户余额';
    case 'short':
      return result.message;
    case 'not-started':
      return MSG.redpacketNotStarted;
    case 'ended':
      return MSG.redpacketEnded;
  }
}

/** The pop-up after a draw: the amount won, or why there was none (with a deposit-now link when short). */
export function GrabResultPopup({ result, onClose }: { result: GrabResult | null; onClose: () => void }) {
  const go = useAppNavigate();
  return (
    <CenterPopup visible={result !== null} onMaskClick={onClose} onClose={onClose} className="grab-result" role="dialog" aria-label={result ? TITLES[result.kind] : undefined}>
      {result && (
        <div className={`grab-result-body grab-result-${result.kind}`}>
          <h2>{TITLES[result.kind]}</h2>
          {result.kind === 'won' && (
            <p className="grab-result-amount">
              <strong data-testid="grab-amount">{formatYuan(result.amount)}</strong> 元
            </p>
          )}
          <p className="grab-result-message">{messageOf(result)}</p>
          <div className="grab-result-actions">
            {result.kind === 'short' && (
              <Button
                color="danger"
                onClick={() => {
                  onClose();
                  go(href(PATHS.wallet, { type: 0 }));
                }}
              >
                立即存款
              </Button>
            )}
            <Button fill={result.kind === 'short' ? 'outline' : 'solid'} color={result.kind === 'short' ? 'default' : 'danger'} onClick={onClose}>
              {result.kind === 'won' ? '收下红包' : '知道了'}
            </Button>
          </div>
        </div>
      )}
    </CenterPopup>
  );
}
