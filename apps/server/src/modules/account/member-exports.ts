import type { ParsedRequestOf } from '@casino/contract/call';
import type { adminMemberLedgerCsv, adminMembersCsv } from '@casino/contract/calls/account';
import { ledgerKindLabel, ledgerPhaseLabel, ledgerWalletLabel, MEMBER_STATE_LABELS } from '@casino/contract/labels';
import { formatFen } from '@casino/contract/money';
import { beijingDay } from '@casino/contract/time';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Tables } from '../../platform/db/schema';
import { csvFileName, csvTime, type CsvColumn, type CsvFile } from '../../kernel/lists/csv';
import { exportFile } from '../../kernel/lists/export-file';
import { inMemberOrder, ledgerColumns, ledgerIds, ledgerLineFen, ledgerWithin, mainWalletFen, memberListColumns, membersWithin, memberStateOf } from './member-detail';
import { linksOf } from './member-links';

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberListColumns<object>>['execute']>>[number] & { linked: number };
type LedgerLineRow = ReturnType<typeof ledgerLineFen>;

/** The columns of 会员列表, as it shows them (the real name in full; no mobile, which the list does not show). */
const MEMBER_COLUMNS: readonly CsvColumn<MemberRow>[] = [
  { header: '账号', cell: (row) => row.username },
  { header: '姓名', cell: (row) => row.realname },
  { header: 'VIP', cell: (row) => row.vip },
  { header: '主钱包（元）', cell: (row) => formatFen(mainWalletFen(row)) },
  { header: '状态', cell: (row) => MEMBER_STATE_LABELS[memberStateOf(row)] },
  { header: '注册时间', cell: (row) => csvTime(row.created_at) },
  { header: '最近登录', cell: (row) => csvTime(row.last_login_at) },
  { header: '登录地址', cell: (row) => row.last_login_ip },
  { header: '关联账户', cell: (row) => row.linked },
];

/** The columns of a member's 资金流水: amounts signed from the member's side, as plain numbers (-12.50, 30.00). */
const LEDGER_COLUMNS: readonly CsvColumn<LedgerLineRow>[] = [
  { header: '时间', cell: (row) => csvTime(row.created_at) },
  { header: '钱包', cell: (row) => ledgerWalletLabel(row.wallet) },
  { header: '类型', cell: (row) => ledgerKindLabel(row.kind) },
  { header: '金额（元）', cell: (row) => formatFen(row.amountFen) },
  { header: '阶段', cell: (row) => ledgerPhaseLabel(row.phase) },
  { header: '备注', cell: (row) => row.memo },
  { header: '关联', cell: (row) => row.ref },
];

/** 会员列表 as a CSV file: every member of adminMembers' search and state, in its order; audited (members' personal data). */
export async function membersFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminMembersCsv>, now: number, audit: AuditWriter, cap?: number): Promise<CsvFile> {
  const { filtered, order } = membersWithin(db, input);
  return exportFile(db, audit, {
    source: {
      ids: async (limit) => (await inMemberOrder(filtered.select('member.id'), order).limit(limit).execute()).map((row) => row.id),
      rows: async (ids) => {
        const rows = await memberListColumns(filtered.where('member.id', 'in', ids)).execute();
        const links = await linksOf(db, ids);
        return rows.map((row) => ({ ...row, linked: new Set(links.get(row.id)?.map((link) => link.username)).size }));
      },
      idOf: (row) => row.id,
    },
    columns: MEMBER_COLUMNS,
    name: csvFileName(['members', input.state, input.q?.trim(), beijingDay(now)]),
    target: 'export:members',
    filters: input,
    cap,
  });
}

/** A member's 资金流水 as a CSV file: every line of adminMemberLedger's filters, in its order; audited against the member. */
export async function memberLedgerFile(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminMemberLedgerCsv>, now: number, audit: AuditWriter, cap?: number): Promise<CsvFile> {
  const { member, transfers } = await ledgerWithin(db, input.username, { wallet: input.wallet, kind: input.kind }, input);
  return exportFile(db, audit, {
    source: {
      ids: async (limit) => (transfers === null ? [] : ledgerIds(transfers, limit)),
      rows: async (ids) => (transfers === null ? [] : (await ledgerColumns(transfers.filtered.where('transfer.id', 'in', ids), transfers.walletOf).execute()).map((row) => ledgerLineFen(row, transfers.walletOf))),
      idOf: (row) => row.id,
    },
    columns: LEDGER_COLUMNS,
    name: csvFileName(['ledger', member.username, input.wallet?.trim(), input.kind?.trim(), beijingDay(now)]),
    target: `member:${member.username}`,
    filters: input,
    cap,
  });
}
