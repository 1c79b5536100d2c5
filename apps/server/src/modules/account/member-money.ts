import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ACCOUNT_KIND } from '../../ledger/accounts';
import { TRANSFER_KIND } from '../../ledger/transfer-kinds';

/**
 * A member's money from the ledger, for the console's member detail: deposits, paid withdrawals and what is
 * held for pending ones, what was credited by kind (adjustments net of debits), and per platform the turnover
 * (stakes) and the member's win or loss (wins less stakes). A bet's or win's platform is its house account's (a
 * seamless platform's bets leave the main wallet); a rolled-back bet's reversal takes its stake back.
 */
export async function memberMoney(db: Kysely<Tables>, memberId: number) {
  const rows = await db
    .selectFrom('transfer')
    .innerJoin('account as debit', 'debit.id', 'transfer.debit_account_id')
    .innerJoin('account as credit', 'credit.id', 'transfer.credit_account_id')
    .select((eb) => [
      'transfer.kind',
      'transfer.phase',
      'debit.member_id as debit_member',
      // The platform of a bet or win is the side that is its house account (read below).
      'debit.kind as debit_kind',
      'debit.platform as debit_platform',
      'credit.platform as credit_platform',
      eb.case().when('transfer.reverses_id', 'is', null).then(0).else(1).end().as('reversal'),
      eb.fn.sum<number | string>('transfer.amount').as('total'),
    ])
    .where((eb) => eb.or([eb('debit.member_id', '=', memberId), eb('credit.member_id', '=', memberId)]))
    .where('transfer.kind', 'not in', [TRANSFER_KIND.transferIn, TRANSFER_KIND.transferOut])
    .groupBy(['transfer.kind', 'transfer.phase', 'debit.member_id', 'debit.kind', 'debit.platform', 'credit.platform', 'reversal'])
    .execute();
  const sum = { deposits: 0, withdrawals: 0, pendingHolds: 0, resolvedHolds: 0, rebates: 0, redpackets: 0, bonuses: 0, adjustments: 0 };
  const platforms = new Map<string, { turnover: number; winLoss: number }>();
  for (const row of rows) {
    // A reversal moves its kind's money back: it counts as minus the same.
    const total = (row.reversal === 1 ? -1 : 1) * Number(row.total);
    const platformCode = row.debit_kind === ACCOUNT_KIND.house ? row.debit_platform : row.credit_platform;
    const platform = platforms.get(platformCode) ?? { turnover: 0, winLoss: 0 };
    switch (row.kind) {
      case TRANSFER_KIND.deposit:
        sum.deposits += total;
        break;
      case TRANSFER_KIND.withdrawal:
        if (row.phase === 'post') sum.withdrawals += total;
        if (row.phase === 'pending') sum.pendingHolds += total;
        if (row.phase === 'post' || row.phase === 'void') sum.resolvedHolds += total;
        break;
      case TRANSFER_KIND.rebate:
        sum.rebates += total;
        break;
      case TRANSFER_KIND.redpacket:
        sum.redpackets += total;
        break;
      case TRANSFER_KIND.bonus:
        sum.bonuses += total;
        break;
      case TRANSFER_KIND.adjustment:
        sum.adjustments += row.debit_member === null ? total : -total;
        break;
      case TRANSFER_KIND.bet:
        platforms.set(platformCode, { turnover: platform.turnover + total, winLoss: platform.winLoss - total });
        break;
      case TRANSFER_KIND.win:
        platforms.set(platformCode, { ...platform, winLoss: platform.winLoss + total });
        break;
    }
  }
  return {
    deposits: fenToYuan(sum.deposits),
    withdrawals: fenToYuan(sum.withdrawals),
    held: fenToYuan(sum.pendingHolds - sum.resolvedHolds),
    rebates: fenToYuan(sum.rebates),
    redpackets: fenToYuan(sum.redpackets),
    bonuses: fenToYuan(sum.bonuses),
    adjustments: fenToYuan(sum.adjustments),
    platforms: [...platforms]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([platform, figures]) => ({ platform, turnover: fenToYuan(figures.turnover), win_loss: fenToYuan(figures.winLoss) })),
  };
}
