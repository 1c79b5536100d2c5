import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { balance, editPassword, editPayPassword, refreshusermoney, updateuserinfo, uploadimg, user } from '@casino/contract/calls/account';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { fenToYuan } from '@casino/contract/money';
import { checkPasswordChange } from '@casino/contract/rules/password-change';
import { PAY_PASSWORD } from '@casino/contract/rules/patterns';
import { checkProfile } from '@casino/contract/rules/profile';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { memberBalances } from '../../ledger/balances';
import { hashSecret, verifySecret } from '../../security/passwords';
import { revokeAllSessions } from '../../security/sessions';
import { AVATAR_FILE_NAME, AVATAR_MAX_BYTES, avatarDir, removeAvatar, sniffAvatarType, storeAvatar } from './avatar';
import { loadUser } from './user-view';

export function accountRoutes(api: FastifyInstance, { db, config, clock }: AppContext): void {
  answerCall(api, user, async ({ request }) => ({ data: await loadUser(db, currentMember(request)) }));

  answerCall(api, refreshusermoney, async ({ request }) => ({
    data: await loadUser(db, currentMember(request)),
    message: '刷新成功',
  }));

  answerCall(api, balance, async ({ request }) => {
    const { mainFen, gameFen } = await memberBalances(db, currentMember(request).id);
    return { data: { balance: fenToYuan(mainFen), gameblance: fenToYuan(gameFen) } };
  });

  answerCall(api, editPassword, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkPasswordChange(input));
    if (!(await verifySecret(input.password ?? '', member.password_hash))) {
      throw new BusinessError(MSG.oldPasswordWrong, CODES.oldPasswordWrong);
    }
    const now = clock();
    await db.updateTable('member').set({ password_hash: await hashSecret(input.paypassword ?? '') }).where('id', '=', member.id).execute();
    // Every session ends with the old password, this one included: the member logs in again.
    await revokeAllSessions(db, member.id, now, 'password-change');
    return { data: [], message: MSG.passwordChanged };
  });

  answerCall(api, editPayPassword, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkPasswordChange(input));
    assertValid(PAY_PASSWORD.test(input.paypassword ?? '') ? undefined : MSG.payPasswordFormat);
    if (!(await verifySecret(input.password ?? '', member.pay_password_hash))) {
      throw new BusinessError(MSG.payPasswordWrong, CODES.oldPasswordWrong);
    }
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

  answerCall(api, uploadimg, async ({ request }) => {
    const member = currentMember(request);
    if (!request.isMultipart()) throw new BusinessError(MSG.uploadMissing);
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw new BusinessError(MSG.uploadMissing);
    let content: Buffer;
    try {
      content = await file.toBuffer();
    } catch {
      throw new BusinessError(MSG.uploadTooLarge);
    }
    const type = sniffAvatarType(content);
    if (!type) throw new BusinessError(MSG.uploadType);
    const url = await storeAvatar(config.DATA_DIR, content, type);
    await db.updateTable('member').set({ avatar: url }).where('id', '=', member.id).execute();
    await removeAvatar(config.DATA_DIR, member.avatar);
    return { data: { url }, message: MSG.operationOk };
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
