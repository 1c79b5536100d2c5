import { activityApplyLog, activitydeatil, activitylist, activitytype, doactivityapply } from '@casino/contract/calls/promotions';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { applyForPromotion, memberApplicationPage } from './applications';
import { promotionTypes, shownPromotion, shownPromotionPage } from './catalogue';

export function promotionsRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, activitytype, async () => ({ data: await promotionTypes(db) }));

  answerCall(api, activitylist, async ({ input }) => ({ data: await shownPromotionPage(db, input) }));

  answerCall(api, activitydeatil, async ({ input }) => ({ data: await shownPromotion(db, input.id) }));

  answerCall(api, doactivityapply, async ({ input, request }) => {
    await applyForPromotion(db, currentMember(request).id, input, clock());
    return { data: [], message: MSG.applySubmitted };
  });

  answerCall(api, activityApplyLog, async ({ input, request }) => ({ data: await memberApplicationPage(db, currentMember(request).id, input) }));
}
