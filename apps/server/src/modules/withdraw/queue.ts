import { maskAccountNumber } from '@casino/contract/account-numbers';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import type { adminWithdrawals } from '@casino/contract/calls/withdraw';
import { CARD_TYPES, REVIEW_STATE } from '@casino/contract/codes';
import { fenToYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { paginate } from '../../kernel/lists/page';
import { queueColumns, withdrawalsInState } from './reviews';
import { readQueueRequest, reviewStateName, type QueueBounds } from '../../kernel/review-queues/request';
import { readSite } from '../../kernel/site-settings';
import { linksOf, linksShown, tagsOf } from '../account/public';
import { blacklistedBoundAccounts, blacklistedKeys } from '../blacklist/public';
import { blacklistKey } from '@casino/contract/rules/admin-blacklist';
import { isMembersOwnName } from '@casino/contract/rules/bind-card';
import { WITHDRAWAL_FLAG_LABELS, type WithdrawalFlag } from '@casino/contract/codes';

type WithdrawalQueueItem = DataOf<typeof adminWithdrawals>['data'][number];

/** What a withdrawal pays to, by the type of the bound account it was asked to. */
export function withdrawalKind(cardType: number): 'bank' | 'usdt' | 'ewallet' {
  if (cardType === CARD_TYPES.usdt) return 'usdt';
  return cardType === CARD_TYPES.ewallet ? 'ewallet' : 'bank';
}

/** The withdrawals within adminWithdrawals' filters (the export's too), with their members, nothing selected yet; the filters as read; the four-eyes amount. */
export async function withdrawalsWithin(db: Kysely<Tables>, request: Omit<ParsedRequestOf<typeof adminWithdrawals>, 'page'> & { page?: number }) {
  const asked = request.state ?? 'pending';
  const state = asked === 'awaiting_second' ? REVIEW_STATE.pending : REVIEW_STATE[asked];
  const bounds = await readQueueRequest(db, { page: 1, ...request }, state === REVIEW_STATE.pending);
  const { second_review_fen } = await readSite(db, ['second_review_fen']);
  let query = withdrawalsInState(db, state);
  if (asked === 'awaiting_second') query = query.where('withdrawal.first_approved_by', 'is not', null);
  if (bounds.memberId !== undefined) query = query.where('withdrawal.member_id', '=', bounds.memberId ?? 0);
  if (bounds.from !== undefined) query = query.where('withdrawal.created_at', '>=', bounds.from);
  if (bounds.until !== undefined) query = query.where('withdrawal.created_at', '<', bounds.until);
  if (bounds.minFen !== undefined) query = query.where('withdrawal.amount_fen', '>=', bounds.minFen);
  if (bounds.maxFen !== undefined) query = query.where('withdrawal.amount_fen', '<=', bounds.maxFen);
  if (request.kind !== undefined) query = query.where('withdrawal.card_type', '=', CARD_TYPES[request.kind]);
  return { query, bounds, secondReviewFen: second_review_fen };
}

/** The order of the list: the asked column, the id settling ties so a page never repeats or skips a row of the next. */
export function inWithdrawalOrder<O>(query: SelectQueryBuilder<Tables, 'withdrawal' | 'member', O>, bounds: QueueBounds) {
  return query.orderBy(`withdrawal.${bounds.sortColumn}`, bounds.direction).orderBy('withdrawal.id', bounds.direction);
}

/**
 * One page of the withdrawals in a state (pending by default; awaiting_second: pending with a first
 * approval given) within the filters, each saying whether it needs a second operator's approval, which
 * other members are linked to the one withdrawing, the member's tags, and whether it pays to a blacklisted
 * number or the member has one bound.
 */
export async function withdrawalQueuePage(db: Kysely<Tables>, request: ParsedRequestOf<typeof adminWithdrawals>, number: (value: string) => string = maskAccountNumber): Promise<Page<WithdrawalQueueItem>> {
  const { query, bounds, secondReviewFen: second_review_fen } = await withdrawalsWithin(db, request);
  const page = await paginate(query, (filtered) => inWithdrawalOrder(queueColumns(filtered), bounds), bounds.page, (row) => row);
  const memberIds = page.data.map((row) => row.member_id);
  const [links, tags, boundListed, paidToListed] = await Promise.all([
    linksOf(db, memberIds),
    tagsOf(db, memberIds),
    blacklistedBoundAccounts(db, memberIds),
    blacklistedKeys(db, page.data.map((row) => row.bank_no)),
  ]);
  // Checked at each reading, not stored: a number blacklisted after the request flags it too.
  const blacklistFlags = (row: { member_id: number; bank_no: string }): WithdrawalFlag[] => [
    ...(paidToListed.has(blacklistKey(row.bank_no)) ? (['blacklisted-account'] as const) : []),
    ...(boundListed.has(row.member_id) ? (['member-blacklisted'] as const) : []),
  ];
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      order_no: row.order_no,
      username: row.username,
      amount: fenToYuan(row.amount_fen),
      payout: fenToYuan(row.payout),
      payout_unit: row.payout_unit,
      kind: withdrawalKind(row.card_type),
      account: `${row.bank} ${number(row.bank_no)} ${row.bank_owner}`,
      created_at: formatBeijingTime(row.created_at),
      second_review: Number(row.day_fen) > second_review_fen,
      first_approved_by: row.first_approved_by,
      links: linksShown(links.get(row.member_id) ?? [], number),
      tags: tags.get(row.member_id) ?? [],
      flags: [...withdrawalFlags(row.risk_flags), ...holderFlags(row), ...blacklistFlags(row)],
      state: reviewStateName(row.state),
      reviewed_by: row.reviewed_by,
      reviewed_at: row.reviewed_at === null ? null : formatBeijingTime(row.reviewed_at),
      reason: row.review_reason,
      payout_state: payoutStateOf(row.payout_state),
      payout_reference: row.payout_reference ?? '',
    })),
  };
}

/** The stored payout state ('' when paid by hand or not yet). */
function payoutStateOf(stored: string): WithdrawalQueueItem['payout_state'] {
  return stored === 'paying' || stored === 'paid' || stored === 'failed' ? stored : '';
}

/**
 * 'holder-not-member': a bank card whose holder is not the member's real name (bound before issue #41 refused
 * them), checked at each reading as the blacklist is.
 */
export function holderFlags(row: { card_type: number; bank_owner: string; member_realname: string }): WithdrawalFlag[] {
  return row.card_type === CARD_TYPES.bank && !isMembersOwnName(row.bank_owner, row.member_realname) ? ['holder-not-member'] : [];
}

/** The stored flags (comma-separated) the contract knows; an unknown one is left out. */
export function withdrawalFlags(stored: string): WithdrawalFlag[] {
  return stored.split(',').filter((flag): flag is WithdrawalFlag => Object.hasOwn(WITHDRAWAL_FLAG_LABELS, flag));
}
