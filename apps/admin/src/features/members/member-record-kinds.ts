import type { MEMBER_RECORD_KINDS } from '@casino/contract/calls/account';

export type MemberRecordKind = (typeof MEMBER_RECORD_KINDS)[number];

/** What differs between the five record tabs: their tab, column titles and empty text. */
export interface MemberRecordTab {
  kind: MemberRecordKind;
  label: string;
  id: string;
  detail: string;
  amount: string;
  /** Bets alone have a win or loss. */
  winLoss: boolean;
  empty: string;
}

export const MEMBER_RECORD_TABS: readonly MemberRecordTab[] = [
  { kind: 'deposit', label: '充值记录', id: '订单号', detail: '充值方式', amount: '充值金额（元）', winLoss: false, empty: '暂无充值记录' },
  { kind: 'withdrawal', label: '提现记录', id: '订单号', detail: '收款账户', amount: '提现金额（元）', winLoss: false, empty: '暂无提现记录' },
  { kind: 'bet', label: '注单', id: '注单号', detail: '游戏', amount: '投注金额（元）', winLoss: true, empty: '暂无注单' },
  { kind: 'rebate', label: '返水', id: '编号', detail: '游戏', amount: '返水金额（元）', winLoss: false, empty: '暂无返水' },
  { kind: 'redpacket', label: '红包', id: '编号', detail: '说明', amount: '红包金额（元）', winLoss: false, empty: '暂无红包' },
];
