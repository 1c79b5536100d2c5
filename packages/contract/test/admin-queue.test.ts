import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkBulkReview, checkQueueAmounts, queueAmountBounds } from '../src/rules/admin-queue';

describe("a review queue's amount filter", () => {
  it('takes each bound empty or as yuan with up to 2 decimals, the lower not above the upper', () => {
    expect(checkQueueAmounts({})).toBeUndefined();
    expect(checkQueueAmounts({ min: '', max: ' ' })).toBeUndefined();
    expect(checkQueueAmounts({ min: '100', max: '100' })).toBeUndefined();
    expect(checkQueueAmounts({ min: 0.5 })).toBeUndefined();
    expect(checkQueueAmounts({ max: '99.99' })).toBeUndefined();
    expect(checkQueueAmounts({ min: '100.01', max: '100' })).toBe(ADMIN_MSG.adminQueueAmountRange);
    expect(checkQueueAmounts({ min: '1.001' })).toBe(ADMIN_MSG.adminQueueAmountRange);
    expect(checkQueueAmounts({ max: '-5' })).toBe(ADMIN_MSG.adminQueueAmountRange);
    expect(checkQueueAmounts({ min: 'abc' })).toBe(ADMIN_MSG.adminQueueAmountRange);
  });

  it('reads the bounds in fen, none where empty', () => {
    expect(queueAmountBounds({ min: '250', max: '999.99' })).toEqual({ minFen: 250_00, maxFen: 999_99 });
    expect(queueAmountBounds({ min: '', max: undefined })).toEqual({ minFen: undefined, maxFen: undefined });
  });
});

describe('a bulk review', () => {
  it('takes 1 to 50 rows, and a refusal needs one reason of up to 200 characters', () => {
    expect(checkBulkReview({ rows: 1, approve: true })).toBeUndefined();
    expect(checkBulkReview({ rows: 50, approve: false, reason: '未收到款项' })).toBeUndefined();
    expect(checkBulkReview({ rows: 0, approve: true })).toBe(ADMIN_MSG.adminBulkReviewRows);
    expect(checkBulkReview({ rows: 51, approve: true })).toBe(ADMIN_MSG.adminBulkReviewRows);
    expect(checkBulkReview({ rows: 2, approve: false })).toBe(ADMIN_MSG.adminReviewReason);
    expect(checkBulkReview({ rows: 2, approve: false, reason: '  ' })).toBe(ADMIN_MSG.adminReviewReason);
    expect(checkBulkReview({ rows: 2, approve: false, reason: '因'.repeat(201) })).toBe(ADMIN_MSG.adminReviewReason);
  });
});
