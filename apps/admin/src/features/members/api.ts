import type { MEMBER_LEDGER_SORTING, MEMBER_RECORDS_SORTING, MEMBER_SORTING } from '@casino/contract/list-sorting';
import { LEDGER_KIND_LABELS } from '@casino/contract/labels';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminCall } from '../../api/call';
import { pageQuery } from '../../api/page-query';
import { downloadCsv } from '../../shared/download-csv';
import type { ListParams, SortName } from '../../shared/list-address';
import { oneOf, text } from '../../shared/url-filters';
import type { MemberRecordKind } from './member-record-kinds';

/** The member search (the start of a username, real name or mobile), the state filter and one tag. */
export const MEMBER_FILTERS = { q: text, state: oneOf(['normal', 'blocked', 'disabled']), tag: text };

/** A member's ledger and records show 10 rows a page: tabs under the member's detail. */
export const MEMBER_TAB_PAGE_SIZE = 10;

/** One page of the member search in its sort. */
export const membersQuery = ({ page, q, state, tag, sort, order }: ListParams<SortName<typeof MEMBER_SORTING>, typeof MEMBER_FILTERS>) =>
  pageQuery('adminMembers', { page, q, state, tag, sort, order });

/** The members of the search, state and order as a CSV file (adminMembersCsv: every member, not a page). */
export function downloadMembersCsv({ q, state, tag, sort, order }: ListParams<SortName<typeof MEMBER_SORTING>, typeof MEMBER_FILTERS>): Promise<void> {
  return downloadCsv('adminMembersCsv', { q, state, tag, sort, order }, 'members.csv');
}

export const memberQuery = (username: string) =>
  queryOptions({
    queryKey: ['adminMember', username],
    queryFn: async () => (await adminCall('adminMember', { username })).data,
  });

/** One page of the member's ledger in its sort (newest first when none). */
/** The ledger's filter in the address, named for its tab as its page and sort are: one transfer kind, or '' for all. */
export const LEDGER_FILTERS = { ledger_kind: oneOf(Object.keys(LEDGER_KIND_LABELS) as (keyof typeof LEDGER_KIND_LABELS)[]) };

export const memberLedgerQuery = (username: string, { page, sort, order, ledger_kind: kind }: ListParams<SortName<typeof MEMBER_LEDGER_SORTING>, typeof LEDGER_FILTERS>) =>
  pageQuery('adminMemberLedger', { username, page, sort, order, ...(kind === '' ? {} : { kind }) }, { key: ['adminMemberLedger', username], pageSize: MEMBER_TAB_PAGE_SIZE });

/** The member's ledger of the tab's kind and order as a CSV file (adminMemberLedgerCsv: every line, not a page). */
export function downloadMemberLedgerCsv(username: string, { sort, order, ledger_kind: kind }: ListParams<SortName<typeof MEMBER_LEDGER_SORTING>, typeof LEDGER_FILTERS>): Promise<void> {
  return downloadCsv('adminMemberLedgerCsv', { username, sort, order, ...(kind === '' ? {} : { kind }) }, `ledger_${username}.csv`);
}

/** After an action on a member: their detail, their ledger and the search (state, balance) are read again. */
export function refreshMember(client: QueryClient, username: string): void {
  void client.invalidateQueries({ queryKey: ['adminMember', username] });
  void client.invalidateQueries({ queryKey: ['adminMemberLedger', username] });
  void client.invalidateQueries({ queryKey: ['adminMembers'] });
}

/** One page of one kind of the member's records (充值记录, 提现记录, 注单, 返水, 红包) in its sort (newest first when none). */
export const memberRecordsQuery = (username: string, kind: MemberRecordKind, { page, sort, order }: ListParams<SortName<typeof MEMBER_RECORDS_SORTING>>) =>
  pageQuery('adminMemberRecords', { username, kind, page, sort, order }, { key: ['adminMemberRecords', username, kind], pageSize: MEMBER_TAB_PAGE_SIZE });

/** Every tier fits one page: the tiers are few (VIP1…), and the server's page holds up to 50. */
export const enabledTiersQuery = queryOptions({
  queryKey: ['adminVipTiers', 'member-vip'],
  queryFn: async () => (await adminCall('adminVipTiers', { page: 1, per_page: 50 })).data.data.filter((tier) => tier.enabled),
});
