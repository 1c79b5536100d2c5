import type { MEMBER_LEDGER_SORTING, MEMBER_RECORDS_SORTING } from '@casino/contract/list-sorting';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { ListSort } from '../../shared/table-sort';
import type { MemberRecordKind } from './member-record-kinds';
import type { MemberFilters } from './member-filters';

export const MEMBERS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;

/** One page of the member search in its sort; the last page stays on screen while the next loads. */
export const membersQuery = ({ page, q, state, sort, order }: MemberFilters) =>
  queryOptions({
    queryKey: ['adminMembers', { page, q, state, sort, order }],
    queryFn: async () => (await adminCall('adminMembers', { page, per_page: MEMBERS_PAGE_SIZE, q, state, sort, order })).data,
    placeholderData: keepPreviousData,
  });

export const memberQuery = (username: string) =>
  queryOptions({
    queryKey: ['adminMember', username],
    queryFn: async () => (await adminCall('adminMember', { username })).data,
  });

/** One page of the member's ledger in its sort (newest first when none). */
export const memberLedgerQuery = (username: string, { page, sort, order }: { page: number } & ListSort<(typeof MEMBER_LEDGER_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminMemberLedger', username, { page, sort, order }],
    queryFn: async () => (await adminCall('adminMemberLedger', { username, page, per_page: LEDGER_PAGE_SIZE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** After an action on a member: their detail, their ledger and the search (state, balance) are read again. */
export function refreshMember(client: QueryClient, username: string): void {
  void client.invalidateQueries({ queryKey: ['adminMember', username] });
  void client.invalidateQueries({ queryKey: ['adminMemberLedger', username] });
  void client.invalidateQueries({ queryKey: ['adminMembers'] });
}

export const RECORDS_PAGE_SIZE = 10;

/** One page of one kind of the member's records (充值记录, 提现记录, 注单, 返水, 红包) in its sort (newest first when none). */
export const memberRecordsQuery = (username: string, kind: MemberRecordKind, { page, sort, order }: { page: number } & ListSort<(typeof MEMBER_RECORDS_SORTING.columns)[number]>) =>
  queryOptions({
    queryKey: ['adminMemberRecords', username, kind, { page, sort, order }],
    queryFn: async () => (await adminCall('adminMemberRecords', { username, kind, page, per_page: RECORDS_PAGE_SIZE, sort, order })).data,
    placeholderData: keepPreviousData,
  });

/** Every tier fits one page: the tiers are few (VIP1…), and the server's page holds up to 50. */
export const enabledTiersQuery = queryOptions({
  queryKey: ['adminVipTiers', 'member-vip'],
  queryFn: async () => (await adminCall('adminVipTiers', { page: 1, per_page: 50 })).data.data.filter((tier) => tier.enabled),
});
