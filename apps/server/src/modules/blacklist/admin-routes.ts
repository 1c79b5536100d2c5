import { adminAddBlacklist, adminBlacklist, adminRemoveBlacklist } from '@casino/contract/calls/blacklist';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { pageSize } from '../../kernel/lists/page';
import { adminOf, auditOf } from '../operators/public';
import { addToBlacklist, blacklistPage, removeFromBlacklist } from './entries';

/** The operators' blacklist of card numbers and addresses that no member may bind. */
export function blacklistAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminBlacklist, async ({ input }) => ({ data: await blacklistPage(db, { kind: input.kind, q: input.q }, { page: input.page, perPage: pageSize(input.per_page, 20) }) }));

  answerCall(admin, adminAddBlacklist, async ({ input, request }) => {
    const now = clock();
    return { data: await addToBlacklist(database, input, adminOf(request).name, now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminRemoveBlacklist, async ({ input, request }) => {
    await removeFromBlacklist(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });
}
