import { PAY_RANGE_TYPES } from '@casino/contract/codes';
import { PAY_CHANNEL_LABELS } from '@casino/contract/labels';

/** The channel filter's choices: every channel type a deposit can have. */
export const CHANNEL_OPTIONS = PAY_RANGE_TYPES.map((type) => ({ value: type, label: PAY_CHANNEL_LABELS[type] }));
