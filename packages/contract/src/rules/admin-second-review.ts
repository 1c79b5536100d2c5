import { ADMIN_MSG } from '../admin-messages';
import { parseYuan } from '../money';
import { firstBroken, text, type Rule } from './check';

export interface SecondReviewFields {
  amount?: unknown;
}

/** The largest four-eyes amount, in fen (10,000,000 yuan): within the 32-bit amount column. */
export const SECOND_REVIEW_MAX_FEN = 1_000_000_000;

const secondReviewRules: readonly Rule<SecondReviewFields>[] = [
  [
    (f) => {
      const fen = parseYuan(text(f.amount));
      return fen !== undefined && fen <= SECOND_REVIEW_MAX_FEN;
    },
    ADMIN_MSG.adminSecondReviewAmount,
  ],
];

/** The amount (yuan) above which a withdrawal needs a second operator's approval; 0 sends every one to two. */
export function checkSecondReview(fields: SecondReviewFields): string | undefined {
  return firstBroken(fields, secondReviewRules);
}
