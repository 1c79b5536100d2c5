import { balance, editPassword, editPayPassword, refreshusermoney, updateuserinfo, user } from '@casino/contract/calls/account';
import { MSG } from '@casino/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember, currentMemberId } from '../../platform/http/auth';
import { answerCall } from '../../platform/http/route';
import { readAvatar } from './avatar';
import { changeLoginPassword, changePayPassword } from './passwords';
import { updateProfile } from './profile';
import { balancesOf, loadUser } from './user-view';

export function accountRoutes(api: FastifyInstance, { db, database, config, clock, standIns }: AppContext): void {
  answerCall(api, user, async ({ request }) => ({ data: await loadUser(db, currentMember(request), standIns) }));

  answerCall(api, refreshusermoney, async ({ request }) => ({
    data: await loadUser(db, currentMember(request), standIns),
    message: '刷新成功',
  }));

  // Polled every 4.3 s by every logged-in player: the session may come from the cache, and a successful poll
  // is not logged at info (two lines per poll would be most of the log); its warnings and errors are.
  answerCall(api, balance, async ({ request }) => ({ data: await balancesOf(db, currentMemberId(request)) }), { cachedSession: true, logLevel: 'warn' });

  answerCall(api, editPassword, async ({ input, request }) => {
    await changeLoginPassword(database, currentMember(request), input, clock());
    return { data: [], message: MSG.passwordChanged };
  });

  answerCall(api, editPayPassword, async ({ input, request }) => {
    await changePayPassword(db, currentMember(request), input, clock());
    return { data: [], message: MSG.passwordChanged };
  });

  answerCall(api, updateuserinfo, async ({ input, request }) => {
    await updateProfile(db, currentMember(request).id, input);
    return { data: [], message: MSG.operationOk };
  });

  api.get<{ Params: { name: string } }>('/uploads/avatars/:name', { config: { public: true } }, async (request, reply) => {
    const { name } = request.params;
    const content = await readAvatar(config.DATA_DIR, name);
    if (!content) return reply.status(404).send();
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/gif')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });
}
