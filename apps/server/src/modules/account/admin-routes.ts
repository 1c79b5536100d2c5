import {
  adminAddMemberNote,
  adminDeleteMemberNote,
  adminEndMemberSessions,
  adminMember,
  adminMemberLedger,
  adminMemberLedgerCsv,
  adminMemberRecords,
  adminMembers,
  adminMembersCsv,
  adminMemberState,
  adminResetMemberPassword,
  adminSetMemberTags,
} from '@casino/contract/calls/account';
import { MSG } from '@casino/contract/messages';
import { accountNumberFor } from '@casino/contract/account-numbers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { answerCsvCall } from '../../kernel/lists/csv-route';
import { answerCall } from '../../platform/http/route';
import { pageSize } from '../../kernel/lists/page';
import { adminOf, auditOf } from '../operators/public';
import { endMemberSessions, resetMemberPassword } from './member-actions';
import { memberDetail, memberLedger, searchMembers } from './member-detail';
import { memberLedgerFile, membersFile } from './member-exports';
import { addMemberNote, deleteMemberNote, type NoteAuthor } from './member-notes';
import { memberRecords } from './member-records';
import { setMemberTags } from './member-tags';
import { setMemberState } from './member-state';

/** The operator of this call as a note's author: an owner may delete anyone's note. */
function noteAuthorOf(request: FastifyRequest): NoteAuthor {
  const { id, name, role } = adminOf(request);
  return { id, name, owner: role === 'owner' };
}

/** The operators' calls on members: the member list and detail, their ledger and records, sessions, state, password resets, notes and tags. */
export function accountAdminRoutes(admin: FastifyInstance, context: AppContext): void {
  const { database, db, clock } = context;
  answerCall(admin, adminMembers, async ({ input }) => ({
    data: await searchMembers(db, { q: input.q, state: input.state, tag: input.tag, sort: input.sort, order: input.order }, { page: input.page, perPage: pageSize(input.per_page, 20) }),
  }));

  answerCsvCall(admin, adminMembersCsv, async ({ input, request }) => {
    const now = clock();
    return membersFile(db, input, now, auditOf(request, now));
  });

  answerCall(admin, adminMember, async ({ input, request }) => ({ data: await memberDetail(db, input.username, clock(), accountNumberFor(adminOf(request).role)) }));

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

  answerCall(admin, adminAddMemberNote, async ({ input, request }) => {
    const now = clock();
    return { data: await addMemberNote(database, input.username, input.content, noteAuthorOf(request), now, auditOf(request, now)), message: MSG.operationOk };
  });

  answerCall(admin, adminDeleteMemberNote, async ({ input, request }) => {
    await deleteMemberNote(database, input.id, noteAuthorOf(request), auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminSetMemberTags, async ({ input, request }) => ({
    data: { tags: await setMemberTags(database, input.username, input.tags, auditOf(request, clock())) },
    message: MSG.operationOk,
  }));
}
