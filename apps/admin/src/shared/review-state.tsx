import { REVIEW_STATE_LABELS } from '@casino/contract/labels';
import { Tag } from 'antd';

const STATE_COLORS = { pending: 'processing', approved: 'success', refused: 'error' } as const;

/** A queue row's state as a coloured tag. */
export function ReviewStateTag({ state }: { state: keyof typeof STATE_COLORS }) {
  return <Tag color={STATE_COLORS[state]}>{REVIEW_STATE_LABELS[state]}</Tag>;
}

/** The state filter's choices of the deposit queue; the withdrawal queue adds the four-eyes one. */
export const DEPOSIT_STATE_OPTIONS = (['pending', 'approved', 'refused'] as const).map((state) => ({ value: state, label: REVIEW_STATE_LABELS[state] }));
