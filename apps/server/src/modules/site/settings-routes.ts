import { adminPayChannels, adminSavePayChannel, adminMovePayChannel, adminReceivingAccounts, adminSaveReceivingAccount } from "@casino/contract/calls/deposit";
import { adminSaveSecondReview, adminSecondReview } from "@casino/contract/calls/withdraw";
import { adminSaveSiteLinks, adminSaveUsdtRates, adminSiteLinks, adminUsdtRates } from "@casino/contract/calls/site";
import { PAY_CHANNEL_SORTING, RECEIVING_ACCOUNT_SORTING } from '@casino/contract/list-sorting';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { listOrder } from '../../lists/sort';
import { auditOf } from '../operators/request-admin';
import { movePayChannel, payChannelItem, savePayChannel } from '../deposit/pay-channels';
import { receivingAccountItem, saveReceivingAccount } from '../deposit/receiving-account-settings';
import { readSecondReview, saveSecondReview } from '../withdraw/second-review';
import { readSiteLinks, readUsdtRates, saveSiteLinks, saveUsdtRates } from './settings';

/** The site settings calls: links, USDT rates, deposit channels (with their order and receiving accounts), the four-eyes amount. */
export function settingsRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminSiteLinks, async () => ({ data: await readSiteLinks(db) }));
  answerCall(admin, adminSaveSiteLinks, async ({ input, request }) => {
    const now = clock();
    return { data: await saveSiteLinks(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminUsdtRates, async () => ({ data: await readUsdtRates(db) }));
  answerCall(admin, adminSaveUsdtRates, async ({ input, request }) => {
    const now = clock();
    return { data: await saveUsdtRates(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminPayChannels, async ({ input }) => {
    const order = listOrder(PAY_CHANNEL_SORTING, input, { sort: 'sort', name: 'name', min: 'min_fen', max: 'max_fen', enabled: 'enabled' });
    return {
      data: await paginate(
        db.selectFrom('pay_channel'),
        (query) => query.selectAll().orderBy(order.column, order.direction).orderBy('sort').orderBy('type'),
        { page: input.page, perPage: pageSize(input.per_page, 20) },
        payChannelItem,
      ),
    };
  });
  answerCall(admin, adminSavePayChannel, async ({ input, request }) => ({ data: await savePayChannel(database, input, auditOf(request, clock())), message: MSG.operationOk }));
  answerCall(admin, adminMovePayChannel, async ({ input, request }) => {
    await movePayChannel(database, input, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminReceivingAccounts, async ({ input }) => {
    // In the players' order unless sorted otherwise: by their channel's place in the list, then within the channel.
    const order = listOrder(RECEIVING_ACCOUNT_SORTING, input, { channel: 'pay_channel.sort', sort: 'receiving_account.sort', enabled: 'receiving_account.state' });
    const all = db.selectFrom('receiving_account').innerJoin('pay_channel', 'pay_channel.type', 'receiving_account.channel');
    const accounts = input.channel === undefined ? all : all.where('receiving_account.channel', '=', input.channel);
    const ordered = (query: typeof accounts) =>
      query
        .selectAll('receiving_account')
        .orderBy(order.column, order.direction)
        .orderBy('pay_channel.sort')
        .orderBy('receiving_account.channel')
        .orderBy('receiving_account.sort')
        .orderBy('receiving_account.id');
    return { data: await paginate(accounts, ordered, { page: input.page, perPage: pageSize(input.per_page, 20) }, receivingAccountItem) };
  });
  answerCall(admin, adminSaveReceivingAccount, async ({ input, request }) => ({ data: await saveReceivingAccount(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminSecondReview, async () => ({ data: await readSecondReview(db) }));
  answerCall(admin, adminSaveSecondReview, async ({ input, request }) => {
    const now = clock();
    return { data: await saveSecondReview(database, input, now, auditOf(request, now)), message: MSG.operationOk };
  });
}
