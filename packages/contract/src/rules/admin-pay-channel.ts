import { ADMIN_MSG } from '../admin-messages';
import { parseYuan } from '../money';
import { firstBroken, text, type Rule } from './check';

export interface PayChannelFields {
  name?: unknown;
  min?: unknown;
  max?: unknown;
}

export const CHANNEL_NAME_MAX = 30;
/** The largest amount a channel may take, in fen (10,000,000 yuan): within the 32-bit amount columns. */
export const CHANNEL_MAX_FEN = 1_000_000_000;

const fen = (value: unknown) => parseYuan(text(value));

const payChannelRules: readonly Rule<PayChannelFields>[] = [
  [(f) => text(f.name) !== '' && text(f.name).length <= CHANNEL_NAME_MAX, ADMIN_MSG.adminChannelName],
  [
    (f) => {
      const min = fen(f.min);
      const max = fen(f.max);
      return min !== undefined && max !== undefined && min > 0 && min <= max && max <= CHANNEL_MAX_FEN;
    },
    ADMIN_MSG.adminChannelRange,
  ],
];

/** A deposit channel as an operator saves it: its name, then the amounts (yuan) a player may deposit through it. */
export function checkPayChannel(fields: PayChannelFields): string | undefined {
  return firstBroken(fields, payChannelRules);
}
