import { adminEndMemberSessions, adminMember, adminMemberLedger, adminMemberRecords, adminMembers, adminResetMemberPassword } from "@casino/contract/calls/account";
import { adminSetMemberVip } from "@casino/contract/calls/vip";
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { pageSize } from '../../lists/page';
import { memberDetail, memberLedger, searchMembers } from './member-detail';
import { endMemberSessions, resetMemberPassword } from './member-actions';
import { memberRecords } from './member-records';
import { setMemberVip } from '../vip/member-vip';
import { adminOf, auditOf } from '../operators/request-admin';

/** Support's calls on one member: find them, read them and their records, end their sessions, give them a new password; finance sets their VIP tier. */
export function memberDetailRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminMembers, async ({ input }) => ({
    data: await searchMembers(db, { q: input.q, state: input.state, sort: input.sort, order: input.order }, { page: input.page, perPage: pageSize(input.per_page, 20) }),
  }));

  answerCall(admin, adminMember, async ({ input }) => ({ data: await memberDetail(db, input.username, clock()) }));

  answerCall(admin, adminMemberLedger, async ({ input }) => ({
    data: await memberLedger(db, input.username, input.wallet, { page: input.page, perPage: pageSize(input.per_page, 20) }, input),
  }));

  answerCall(admin, adminEndMemberSessions, async ({ input, request }) => {
    const now = clock();
    await endMemberSessions(database, input.username, now, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminResetMemberPassword, async ({ input, request }) => {
    const now = clock();
    return { data: { password: await resetMemberPassword(database, input.username, input.kind, adminOf(request).role, now, auditOf(request, now)) }, message: MSG.operationOk };
  });

  answerCall(admin, adminMemberRecords, async ({ input }) => ({
    data: await memberRecords(db, input.username, input.kind, { page: input.page, perPage: pageSize(input.per_page, 20) }, input),
  }));

  answerCall(admin, adminSetMemberVip, async ({ input, request }) => {
    const now = clock();
    await setMemberVip(database, input.username, input, auditOf(request, now));
    return { data: [], message: MSG.operationOk };
  });
}
