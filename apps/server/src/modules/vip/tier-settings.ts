import type { adminSaveVipTier, adminVipTiers } from '@casino/contract/calls/vip';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { VIP_TIER_SORTING } from '@casino/contract/list-sorting';
import { checkVipTier, checkVipTierOrder, vipRateBp } from '@casino/contract/rules/admin-vip-tier';
import type { Page } from '@casino/contract/wire';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables, VipTierTable } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';
import { percent } from './tiers';

type VipTierItem = DataOf<typeof adminVipTiers>['data'][number];

/** A tier as the console shows it: thresholds in yuan, rates in percent, with its member count. */
function vipTierItem(row: Selectable<VipTierTable>, members: number): VipTierItem {
  return {
    id: row.id,
    vipname: row.vipname,
    recharge: fenToYuan(row.recharge_fen),
    flow: fenToYuan(row.flow_fen),
    realperson: percent(row.realperson_bp),
    electron: percent(row.electron_bp),
    joker: percent(row.joker_bp),
    sport: percent(row.sport_bp),
    lottery: percent(row.lottery_bp),
    e_sport: percent(row.e_sport_bp),
    enabled: row.status === 1,
    members,
  };
}

/** How many members are in each of these tiers now (one grouped count over the member.vip index). */
async function memberCounts(db: Kysely<Tables>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('member')
    .select(['vip', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('vip', 'in', [...ids])
    .groupBy('vip')
    .execute();
  return new Map(rows.map((r) => [r.vip, Number(r.n)]));
}

/** One page of the tiers, each with its member count, in order (the level is the id) unless sorted by a threshold (ties: by level). */
export async function vipTiersPage(db: Kysely<Tables>, page: PageRequest, sort: Pick<ParsedRequestOf<typeof adminVipTiers>, 'sort' | 'order'>): Promise<Page<VipTierItem>> {
  const order = listOrder(VIP_TIER_SORTING, sort, { level: 'id', recharge: 'recharge_fen', flow: 'flow_fen' });
  const tiers = await paginate(db.selectFrom('vip_tier'), (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('id'), page, (row) => row);
  const counts = await memberCounts(db, tiers.data.map((t) => t.id));
  return { ...tiers, data: tiers.data.map((row) => vipTierItem(row, counts.get(row.id) ?? 0)) };
}

/**
 * Changes a tier after the contract's checkVipTier, then checkVipTierOrder over every tier as they would be;
 * the change and its audit row commit together, or nothing does. Rebates are accrued when a bet settles
 * (modules/rebate/accrue.ts), so the new rates apply to bets settled from now on; rebates already accrued keep
 * the rate they were computed with. Members are not re-tiered here: they move up on their next deposit or bet.
 */
export async function saveVipTier(database: Database, input: ParsedRequestOf<typeof adminSaveVipTier>, audit: AuditWriter): Promise<VipTierItem> {
  const broken = checkVipTier(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = {
    vipname: String(input.vipname).trim(),
    recharge_fen: parseYuan(String(input.recharge).trim()) ?? 0,
    flow_fen: parseYuan(String(input.flow).trim()) ?? 0,
    realperson_bp: vipRateBp(input.realperson) ?? 0,
    electron_bp: vipRateBp(input.electron) ?? 0,
    joker_bp: vipRateBp(input.joker) ?? 0,
    sport_bp: vipRateBp(input.sport) ?? 0,
    lottery_bp: vipRateBp(input.lottery) ?? 0,
    e_sport_bp: vipRateBp(input.e_sport) ?? 0,
    status: input.enabled === false ? 0 : 1,
  };
  return inMoneyTransaction(database, async (trx) => {
    const tiers = await trx.selectFrom('vip_tier').selectAll().orderBy('id').execute();
    const before = tiers.find((t) => t.id === input.id);
    if (!before) throw new BusinessError(ADMIN_MSG.adminVipTierNotFound, CODES.notFound);
    const order = checkVipTierOrder(tiers.map((t) => (t.id === input.id ? { ...t, ...values } : t)));
    if (order !== undefined) throw new BusinessError(order, CODES.validation);
    const saved = await trx.updateTable('vip_tier').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    const members = (await memberCounts(trx, [input.id])).get(input.id) ?? 0;
    await audit(trx, { target: `vip_tier:${String(input.id)}`, before: vipTierItem(before, members), after: vipTierItem(saved, members) });
    return vipTierItem(saved, members);
  });
}
