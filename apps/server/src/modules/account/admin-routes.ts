import {
  adminEndMemberSessions,
  adminMember,
  adminMemberLedger,
  adminMemberLedgerCsv,
  adminMemberRecords,
  adminMembers,
  adminMembersCsv,
  adminMemberState,
  adminResetMemberPassword,
} from '@casino/contract/calls/account';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../http/csv-route';
import { answerCall } from '../../http/route';
import { pageSize } from '../../lists/page';
import { adminOf, auditOf } from '../operators/public';
import { endMemberSessions, resetMemberPassword } from './member-actions';
import { memberDetail, memberLedger, searchMembers } from './member-detail';
import { memberLedgerFile, membersFile } from './member-exports';
import { memberRecords } from './member-records';
import { setMemberState } from './member-state';

/** The operators' calls on members: the member list and detail, their ledger and records, sessions, state and password resets. */
export function accountAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminMembers, async ({ input }) => ({
    data: await searchMembers(db, { q: input.q, state: input.state, sort: input.sort, order: input.order }, { page: input.page, perPage: pageSize(input.per_page, 20) }),
  }));

  answerCsvCall(admin, adminMembersCsv, async ({ input, request }) => {
    const now = clock();
    return membersFile(db, input, now, auditOf(request, now));
  });

  answerCall(admin, adminMember, async ({ input }) => ({ data: await memberDetail(db, input.username, clock()) }));

  answerCall(admin, adminMemberLedger, async ({ input }) => ({
    data: await memberLedger(db, input.username, { wallet: input.wallet, kind: input.kind }, { page: input.page, perPage: pageSize(input.per_page, 20) }, input),
  }));

  answerCsvCall(admin, adminMemberLedgerCsv, async ({ input, request }) => {
    const now = clock();
    return memberLedgerFile(db, input, now, auditOf(request, now));
  });

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

  answerCall(admin, adminMemberState, async ({ input, request }) => {
    const now = clock();
    await setMemberState(database, input.username, input.state, now, auditOf(request, now), input.reason ?? '');
    return { data: [], message: MSG.operationOk };
  });
}
