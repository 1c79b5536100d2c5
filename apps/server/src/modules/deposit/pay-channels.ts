import type { adminMovePayChannel, adminPayChannels, adminSavePayChannel } from '@casino/contract/calls/deposit';
import type { ParsedRequestOf } from '@casino/contract/call';
import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { PAY_CHANNEL_SORTING } from '@casino/contract/list-sorting';
import { fenToYuan, parseYuan } from '@casino/contract/money';
import { checkPayChannel } from '@casino/contract/rules/admin-pay-channel';
import type { Kysely, Selectable } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { PayChannelTable, Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { pageSize, paginate } from '../../kernel/lists/page';
import { listOrder } from '../../kernel/lists/sort';

/** A deposit channel as the console shows it, amounts in yuan. */
function payChannelItem(row: Pick<Selectable<PayChannelTable>, 'type' | 'name' | 'enabled' | 'min_fen' | 'max_fen' | 'sort'>) {
  return { type: row.type, name: row.name, min: fenToYuan(row.min_fen), max: fenToYuan(row.max_fen), enabled: row.enabled === 1, sort: row.sort };
}

/** One page of the deposit channels, in the players' order unless sorted otherwise. */
export function payChannelPage(db: Kysely<Tables>, input: ParsedRequestOf<typeof adminPayChannels>) {
  const order = listOrder(PAY_CHANNEL_SORTING, input, { sort: 'sort', name: 'name', min: 'min_fen', max: 'max_fen', enabled: 'enabled' });
  return paginate(
    db.selectFrom('pay_channel'),
    (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('type'),
    { page: input.page, perPage: pageSize(input.per_page, 20) },
    payChannelItem,
  );
}

/**
 * Changes the channel of `input.type` after the contract's checkPayChannel; the change and its audit row
 * commit together. The player's deposit calls read the channel on each request, so the range holds at once.
 */
export async function savePayChannel(database: Database, input: ParsedRequestOf<typeof adminSavePayChannel>, audit: AuditWriter): Promise<ReturnType<typeof payChannelItem>> {
  const broken = checkPayChannel(input);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const values = { name: String(input.name).trim(), min_fen: parseYuan(String(input.min).trim()) ?? 0, max_fen: parseYuan(String(input.max).trim()) ?? 0, enabled: input.enabled === false ? 0 : 1 };
  return inMoneyTransaction(database, async (trx) => {
    const before = await trx.selectFrom('pay_channel').selectAll().where('type', '=', input.type).executeTakeFirst();
    if (!before) throw new BusinessError(ADMIN_MSG.adminChannelNotFound, CODES.notFound);
    const saved = await trx.updateTable('pay_channel').set(values).where('type', '=', input.type).returningAll().executeTakeFirstOrThrow();
    await audit(trx, { target: `pay_channel:${input.type}`, before: payChannelItem(before), after: payChannelItem(saved) });
    return payChannelItem(saved);
  });
}

/** The gap between neighbours' `sort` after a move, so a channel can later be put between two by hand. */
const SORT_STEP = 10;

/**
 * Moves the channel of `input.type` one place up or down the players' list: the channels are renumbered in
 * their order with the two swapped, so equal `sort` values from before cannot keep a move from showing.
 * The new order and its audit row commit together; get_pay_way reads it on each request.
 */
export async function movePayChannel(database: Database, input: ParsedRequestOf<typeof adminMovePayChannel>, audit: AuditWriter): Promise<void> {
  await inMoneyTransaction(database, async (trx) => {
    const channels = await trx.selectFrom('pay_channel').select(['type', 'sort']).orderBy('sort').orderBy('type').execute();
    const index = channels.findIndex((channel) => channel.type === input.type);
    if (index === -1) throw new BusinessError(ADMIN_MSG.adminChannelNotFound, CODES.notFound);
    const other = input.direction === 'up' ? index - 1 : index + 1;
    const moved = channels[index];
    const neighbour = channels[other];
    if (!moved || !neighbour) throw new BusinessError(ADMIN_MSG.adminChannelMoveEdge, CODES.validation);
    const order = channels.map((channel) => channel.type);
    order[index] = neighbour.type;
    order[other] = moved.type;
    for (const [place, type] of order.entries()) {
      await trx.updateTable('pay_channel').set({ sort: (place + 1) * SORT_STEP }).where('type', '=', type).execute();
    }
    await audit(trx, { target: `pay_channel:${input.type}`, before: { order: channels.map((channel) => channel.type) }, after: { order } });
  });
}
