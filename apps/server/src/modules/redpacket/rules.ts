import type { adminRedpacketRules, adminSaveRedpacketRule } from '@casino/contract/calls/redpacket';
import type { DataOf, ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { REDPACKET_RULE_SORTING } from '@casino/contract/list-sorting';
import { checkRedpacketRule } from '@casino/contract/rules/admin-redpacket-rule';
import { formatBeijingTime, parseBeijingTime } from '@casino/contract/time';
import type { Page } from '@casino/contract/wire';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { RedpacketRuleTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { paginate, type PageRequest } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

type RedpacketRuleItem = DataOf<typeof adminRedpacketRules>['data'][number];

/** A rule as the console shows it: Beijing times, amounts in yuan. */
function redpacketRuleItem(row: Selectable<RedpacketRuleTable>): RedpacketRuleItem {
  return {
    id: row.id,
    start_time: formatBeijingTime(row.start_time),
    end_time: formatBeijingTime(row.end_time),
    day_flow: fenToYuan(row.day_flow_fen),
    flow_money: fenToYuan(row.flow_money_fen),
    draws: row.draws,
    prize_min: fenToYuan(row.prize_min_fen),
    prize_max: fenToYuan(row.prize_max_fen),
    enabled: row.status === 1,
  };
}

/** One page of the rules, disabled ones included, newest first unless sorted otherwise (ties: newest first). */
export function redpacketRulesPage(db: Kysely<Tables>, page: PageRequest, sort: Pick<ParsedRequestOf<typeof adminRedpacketRules>, 'sort' | 'order'>): Promise<Page<RedpacketRuleItem>> {
  const order = listOrder(REDPACKET_RULE_SORTING, sort, { id: 'id', start: 'start_time', end: 'end_time', flow: 'day_flow_fen', prize: 'prize_min_fen', draws: 'draws', enabled: 'status' });
  return paginate(db.selectFrom('redpacket_rule'), (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('id', 'desc'), page, redpacketRuleItem);
}

const fenOf = (value: unknown) => parseYuan(String(value).trim()) ?? 0;

/**
 * Creates a rule, or changes (or disables) the one of `input.id`, after the contract's checkRedpacketRule;
 * the change and its audit row commit together. The player's red-packet calls read the active rules on each
 * request, so a rule shows (and counts for draws) as soon as its window is open.
 */
export async function saveRedpacketRule(database: Database, input: ParsedRequestOf<typeof adminSaveRedpacketRule>, audit: AuditWriter): Promise<RedpacketRuleItem> {
  const broken = checkRedpacketRule(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = {
    start_time: parseBeijingTime(String(input.start_time).trim()) ?? 0,
    end_time: parseBeijingTime(String(input.end_time).trim()) ?? 0,
    day_flow_fen: fenOf(input.day_flow),
    flow_money_fen: fenOf(input.flow_money),
    draws: Number(String(input.draws).trim()),
    prize_min_fen: fenOf(input.prize_min),
    prize_max_fen: fenOf(input.prize_max),
    status: input.enabled === false ? 0 : 1,
  };
  return inMoneyTransaction(database, async (trx) => {
    if (input.id === undefined) {
      const created = await trx.insertInto('redpacket_rule').values(values).returningAll().executeTakeFirstOrThrow();
      await audit(trx, { target: `redpacket_rule:${String(created.id)}`, before: null, after: redpacketRuleItem(created) });
      return redpacketRuleItem(created);
    }
    const before = await trx.selectFrom('redpacket_rule').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminRedpacketRuleNotFound, CODES.notFound);
    const saved = await trx.updateTable('redpacket_rule').set(values).where('id', '=', input.id).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: `redpacket_rule:${String(input.id)}`, before: redpacketRuleItem(before), after: redpacketRuleItem(saved) });
    return redpacketRuleItem(saved);
  });
}
