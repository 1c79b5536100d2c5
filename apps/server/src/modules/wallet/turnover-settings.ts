import type { adminSaveTurnoverMultiple } from '@casino/contract/calls/wallet';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { checkTurnoverMultiples, turnoverPercent } from '@casino/contract/rules/admin-turnover';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { SITE_ID, readSite } from '../../kernel/site-settings';

const COLUMNS = ['turnover_percent', 'redpacket_turnover_percent', 'rebate_turnover_percent', 'adjustment_turnover_percent'] as const;

async function storedPercents(db: Kysely<Tables>) {
  return readSite(db, COLUMNS);
}

type Percents = Awaited<ReturnType<typeof storedPercents>>;

/** The multiples as the console shows them (150 percent -> 1.5). */
function multiples(percents: Percents) {
  return {
    multiple: percents.turnover_percent / 100,
    redpacket: percents.redpacket_turnover_percent / 100,
    rebate: percents.rebate_turnover_percent / 100,
    adjustment: percents.adjustment_turnover_percent / 100,
  };
}

export async function readTurnoverMultiple(db: Kysely<Tables>) {
  return multiples(await storedPercents(db));
}

/**
 * The turnover multiples, after the contract's checkTurnoverMultiples (one left out stays); audited in the same
 * transaction. A credit made after this adds its requirement at the new multiple (ledger/turnover.ts).
 */
export async function saveTurnoverMultiple(database: Database, input: ParsedRequestOf<typeof adminSaveTurnoverMultiple>, now: number, audit: AuditWriter) {
  const broken = checkTurnoverMultiples(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const given = (value: unknown) => (value === undefined ? undefined : turnoverPercent(value));
  return inMoneyTransaction(database, async (trx) => {
    const before = await storedPercents(trx);
    const after: Percents = {
      turnover_percent: given(input.multiple) ?? before.turnover_percent,
      redpacket_turnover_percent: given(input.redpacket) ?? before.redpacket_turnover_percent,
      rebate_turnover_percent: given(input.rebate) ?? before.rebate_turnover_percent,
      adjustment_turnover_percent: given(input.adjustment) ?? before.adjustment_turnover_percent,
    };
    await trx.updateTable('site').set({ ...after, updated_at: now }).where('id', '=', SITE_ID).execute();
    await audit(trx, { target: 'site', before, after });
    return multiples(after);
  });
}
