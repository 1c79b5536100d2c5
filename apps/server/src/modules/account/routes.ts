import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { balance, editPassword, editPayPassword, refreshusermoney, updateuserinfo, user } from '@casino/contract/calls/account';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { checkPasswordChange } from '@casino/contract/rules/password-change';
import { checkPayPasswordChange } from '@casino/contract/rules/pay-password-change';
import { checkProfile } from '@casino/contract/rules/profile';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember, currentMemberId } from '../../http/auth';
import { assertValid } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { memberBalances } from '../../ledger/balances';
import { hashSecret } from '../../security/passwords';
import { revokeAllSessions } from '../../security/sessions';
import { assertLoginPassword, assertPayPassword } from '../../security/pay-password';
import { AVATAR_FILE_NAME, avatarDir } from './avatar';
import { loadUser } from './user-view';

export function accountRoutes(api: FastifyInstance, { db, database, config, clock }: AppContext): void {
  answerCall(api, user, async ({ request }) => ({ data: await loadUser(db, currentMember(request)) }));

  answerCall(api, refreshusermoney, async ({ request }) => ({
    data: await loadUser(db, currentMember(request)),
    message: '刷新成功',
  }));

  // Polled every 4.3 s by every logged-in player: the session may come from the cache, and a successful poll
  // is not logged at info (two lines per poll would be most of the log); its warnings and errors are.
  answerCall(
    api,
    balance,
    async ({ request }) => {
      const { mainFen, gameFen } = await memberBalances(db, currentMemberId(request));
      return { data: { balance: fenToYuan(mainFen), gameblance: fenToYuan(gameFen) } };
    },
    { cachedSession: true, logLevel: 'warn' },
  );

  answerCall(api, editPassword, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkPasswordChange(input));
    const now = clock();
    await assertLoginPassword(db, member, input.password ?? '', now);
    // The member's own password now: a one-time password an operator set is no longer in force.
    await db.updateTable('member').set({ password_hash: await hashSecret(input.paypassword ?? ''), password_must_change: 0 }).where('id', '=', member.id).execute();
    // Every session ends with the old password, this one included: the member logs in again.
    await revokeAllSessions(database, member.id, now, 'password-change');
    return { data: [], message: MSG.passwordChanged };
  });

  answerCall(api, editPayPassword, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkPayPasswordChange(input));
    // The same budget as withdraw, bindcard and delcard: the old pay password cannot be guessed here instead.
    await assertPayPassword(db, member, input.password ?? '', clock());
    await db.updateTable('member').set({ pay_password_hash: await hashSecret(input.paypassword ?? '') }).where('id', '=', member.id).execute();
    return { data: [], message: MSG.passwordChanged };
  });

  answerCall(api, updateuserinfo, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkProfile(input));
    const changes = {
      ...(input.email === undefined ? {} : { email: input.email.trim() }),
      ...(input.mobile === undefined ? {} : { mobile: input.mobile.trim() }),
      ...(input.birthday === undefined ? {} : { birthday: input.birthday.trim() }),
    };
    if (Object.keys(changes).length > 0) await db.updateTable('member').set(changes).where('id', '=', member.id).execute();
    return { data: [], message: MSG.operationOk };
  });

  api.get<{ Params: { name: string } }>('/uploads/avatars/:name', { config: { public: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!AVATAR_FILE_NAME.test(name)) return reply.status(404).send();
    let content: Buffer;
    try {
      content = await readFile(join(avatarDir(config.DATA_DIR), name));
    } catch {
      return reply.status(404).send();
    }
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/gif')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(content);
  });
}
