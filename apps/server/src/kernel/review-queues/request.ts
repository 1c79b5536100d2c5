import { CODES, REVIEW_STATE } from '@casino/contract/codes';
import { checkQueueAmounts, queueAmountBounds } from '@casino/contract/rules/admin-queue';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../errors';
import { findMemberByName } from '../member-lookup';
import { beijingDayRange } from '../lists/beijing-days';
import { pageSize, type PageRequest } from '../lists/page';

/** A review queue's filters as the contract's adminDeposits and adminWithdrawals parse them. */
export interface QueueRequest {
  page: number;
  per_page?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  username?: string | undefined;
  min?: string | number | undefined;
  max?: string | number | undefined;
  sort?: 'time' | 'amount' | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** The filters read into what the queries need. `memberId` null: the named member does not exist, so nothing matches. */
export interface QueueBounds {
  from: number | undefined;
  until: number | undefined;
  minFen: number | undefined;
  maxFen: number | undefined;
  memberId: number | null | undefined;
  sortColumn: 'created_at' | 'amount_fen';
  direction: 'asc' | 'desc';
  page: PageRequest;
}

const REVIEW_STATE_NAMES = { [REVIEW_STATE.pending]: 'pending', [REVIEW_STATE.approved]: 'approved', [REVIEW_STATE.refused]: 'refused' } as const;

/** The state's name on the wire; a row is only ever in one of the three. */
export function reviewStateName(state: number): 'pending' | 'approved' | 'refused' {
  return REVIEW_STATE_NAMES[state as keyof typeof REVIEW_STATE_NAMES];
}

/**
 * Reads a queue's filters, refusing a bad one with its message before anything is read: a day that does
 * not exist or a range that ends before it starts, an amount that is not yuan or a lower bound above the upper.
 * Pending rows come oldest first by default (the order they are worked in), the others newest first.
 */
export async function readQueueRequest(db: Kysely<Tables>, request: QueueRequest, pendingByDefault: boolean): Promise<QueueBounds> {
  const { from, until } = beijingDayRange(request.from, request.to);
  const broken = checkQueueAmounts(request);
  if (broken) throw new BusinessError(broken, CODES.validation);
  const { minFen, maxFen } = queueAmountBounds(request);
  const username = request.username?.trim() ?? '';
  const memberId = username === '' ? undefined : ((await findMemberByName(db, username))?.id ?? null);
  return {
    from,
    until,
    minFen,
    maxFen,
    memberId,
    sortColumn: request.sort === 'amount' ? 'amount_fen' : 'created_at',
    direction: request.order ?? (pendingByDefault ? 'asc' : 'desc'),
    page: { page: request.page, perPage: pageSize(request.per_page, 20) },
  };
}
