import { adminAnnouncements, adminDeleteAnnouncement, adminPopup, adminSaveAnnouncement, adminSavePopup } from '@casino/contract/calls/admin';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../http/route';
import { paginate, pageSize } from '../../lists/page';
import { announcementItem, deleteAnnouncement, saveAnnouncement } from './content-announcements';
import { readPopup, savePopup } from './content-popup';
import { auditOf } from './request-admin';

/** The content calls of the home: its scrolling notices and its popup announcement. */
export function contentRoutes(admin: FastifyInstance, { database, db, clock }: AppContext): void {
  answerCall(admin, adminAnnouncements, async ({ input }) => ({
    data: await paginate(db.selectFrom('announcement'), (query) => query.selectAll().orderBy('sort').orderBy('id'), { page: input.page, perPage: pageSize(input.per_page, 20) }, announcementItem),
  }));

  answerCall(admin, adminSaveAnnouncement, async ({ input, request }) => ({ data: await saveAnnouncement(database, input, auditOf(request, clock())), message: MSG.operationOk }));

  answerCall(admin, adminDeleteAnnouncement, async ({ input, request }) => {
    await deleteAnnouncement(database, input.id, auditOf(request, clock()));
    return { data: [], message: MSG.operationOk };
  });

  answerCall(admin, adminPopup, async () => ({ data: await readPopup(db) }));

  answerCall(admin, adminSavePopup, async ({ input, request }) => ({ data: await savePopup(database, input, auditOf(request, clock())), message: MSG.operationOk }));
}
