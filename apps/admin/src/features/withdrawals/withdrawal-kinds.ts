import { CARD_KIND_LABELS, REVIEW_STATE_LABELS } from '@casino/contract/labels';

/** The kind filter's choices. */
export const KIND_OPTIONS = [
  { value: 'bank', label: CARD_KIND_LABELS.bank },
  { value: 'usdt', label: CARD_KIND_LABELS.usdt },
];

/** The state filter's choices: the four-eyes one lists the large withdrawals a first operator has approved. */
export const WITHDRAWAL_STATE_OPTIONS = (['pending', 'awaiting_second', 'approved', 'refused'] as const).map((state) => ({ value: state, label: REVIEW_STATE_LABELS[state] }));
