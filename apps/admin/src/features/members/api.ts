import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import type { MemberRecordKind } from './member-record-kinds';
import type { MemberFilters } from './member-filters';

export const MEMBERS_PAGE_SIZE = 20;
export const LEDGER_PAGE_SIZE = 10;

/** One page of the member search; the last page stays on screen while the next loads. */
export const membersQuery = ({ page, q, state, sort }: MemberFilters) =>
  queryOptions({
    queryKey: ['adminMembers', { page, q, state, sort }],
    queryFn: async () => (await adminCall('adminMembers', { page, per_page: MEMBERS_PAGE_SIZE, q, state, sort })).data,
    placeholderData: keepPreviousData,
  });

export const memberQuery = (username: string) =>
  queryOptions({
    queryKey: ['adminMember', username],
    queryFn: async () => (await adminCall('adminMember', { username })).data,
  });

export const memberLedgerQuery = (username: string, page: number) =>
  queryOptions({
    queryKey: ['adminMemberLedger', username, page],
    queryFn: async () => (await adminCall('adminMemberLedger', { username, page, per_page: LEDGER_PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
  });

/** After an action on a member: their detail, their ledger and the search (state, balance) are read again. */
export function refreshMember(client: QueryClient, username: string): void {
  void client.invalidateQueries({ queryKey: ['adminMember', username] });
  void client.invalidateQueries({ queryKey: ['adminMemberLedger', username] });
  void client.invalidateQueries({ queryKey: ['adminMembers'] });
}

export const RECORDS_PAGE_SIZE = 10;

/** One page of one kind of the member's records (充值记录, 提现记录, 注单, 返水, 红包). */
export const memberRecordsQuery = (username: string, kind: MemberRecordKind, page: number) =>
  queryOptions({
    queryKey: ['adminMemberRecords', username, kind, page],
    queryFn: async () => (await adminCall('adminMemberRecords', { username, kind, page, per_page: RECORDS_PAGE_SIZE })).data,
    placeholderData: keepPreviousData,
  });

/** Every tier fits one page: the tiers are few (VIP1…), and the server's page holds up to 50. */
export const enabledTiersQuery = queryOptions({
  queryKey: ['adminVipTiers', 'member-vip'],
  queryFn: async () => (await adminCall('adminVipTiers', { page: 1, per_page: 50 })).data.data.filter((tier) => tier.enabled),
});
