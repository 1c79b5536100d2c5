import { PAYOUT_STATE_LABELS, type WithdrawalPayoutState } from '@casino/contract/gateways';
import { Tag, Typography } from 'antd';

const COLORS: Record<WithdrawalPayoutState, string> = { paying: 'processing', paid: 'success', failed: 'error' };

/** A withdrawal's payout through a gateway: 出款中, 已出款 with the gateway's reference, or 出款失败; nothing when paid by hand. */
export function PayoutStateTag({ state, reference }: { state: WithdrawalPayoutState | ''; reference: string }) {
  if (state === '') return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Tag color={COLORS[state]}>{PAYOUT_STATE_LABELS[state]}</Tag>
      {state === 'paid' && reference !== '' && (
        <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>
          {reference}
        </Typography.Text>
      )}
    </span>
  );
}
