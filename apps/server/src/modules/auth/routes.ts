import { captcha, loginPc, logoff, register } from '@casino/contract/calls/auth';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { accountBlockMessage, checkLogin } from '@casino/contract/rules/login';
import { checkRegister, checkRegisterCaptcha } from '@casino/contract/rules/register';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/dialect';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { dummyHash, hashSecret, verifySecret } from '../../security/passwords';
import { consumeCaptcha, issueCaptcha } from './captcha';
import { entryVipTier, findMemberByName, resolveReferrer } from '../../members/lookup';
import { reserveLoginAttempt } from '../../security/login-guard';
import { recordLogin } from './login-record';
import { LIMITS, RateLimiter } from '../../security/rate-limit';
import { openSession, revokeSession } from '../../security/sessions';

export function authRoutes(api: FastifyInstance, { db, database, config, clock }: AppContext): void {
  const limiter = new RateLimiter(db);
  const captchaOn = config.CAPTCHA === 'on';

  answerCall(api, captcha, async ({ request }) => {
    const now = clock();
    if ((await limiter.hit(`captcha:ip:${request.ip}`, LIMITS.captchasPerIp, now)) > LIMITS.captchasPerIp.limit) {
      throw new BusinessError(MSG.tooManyRequests, CODES.tooManyRequests);
    }
    return { data: await issueCaptcha(db, now) };
  });

  answerCall(api, register, async ({ input, request }) => {
    const now = clock();
    assertValid(checkRegister(input));
    // The captcha first: a request without a solved one spends nothing of the address's budget.
    if (captchaOn) {
      assertValid(checkRegisterCaptcha(input.code));
      await consumeCaptcha(db, input.captcha_id, input.code, now);
    }
    // Counted before the account is created, so registrations sent together cannot pass the limit.
    if (!(await limiter.take(`register:ip:${request.ip}`, LIMITS.registrationsPerIp, now))) {
      throw new BusinessError(MSG.tooManyRequests, CODES.tooManyRequests);
    }
    const username = (input.name ?? '').trim();
    if (await findMemberByName(db, username)) throw new BusinessError(MSG.usernameTaken, CODES.usernameTaken);

    const [passwordHash, payPasswordHash, referrerId, vip] = await Promise.all([
      hashSecret(input.password ?? ''),
      hashSecret(input.paypassword ?? ''),
      resolveReferrer(db, input.pid),
      entryVipTier(db),
    ]);
    let memberId: number;
    try {
      const row = await db
        .insertInto('member')
        .values({
          username,
          username_key: username.toLowerCase(),
          password_hash: passwordHash,
          pay_password_hash: payPasswordHash,
          realname: (input.realname ?? '').trim(),
          vip,
          referrer_id: referrerId,
          created_at: now,
          last_login_at: now,
          last_login_ip: request.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      memberId = row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG.usernameTaken, CODES.usernameTaken);
      throw error;
    }
    await recordLogin(db, memberId, request, now);
    return { data: { api_token: await openSession(db, memberId, now) } };
  });

  answerCall(api, loginPc, async ({ input, request }) => {
    const now = clock();
    assertValid(checkLogin(input));
    // The captcha first: a request without a solved one spends none of the name's or the address's budget.
    if (captchaOn) await consumeCaptcha(db, input.captcha_id, input.code, now);
    const username = (input.name ?? '').trim();
    const member = await findMemberByName(db, username);
    const trusted = member !== undefined && member.last_login_ip === request.ip;
    const attempt = await reserveLoginAttempt(limiter, { scope: 'login', name: username, ip: request.ip, trusted }, now);
    if (!attempt.allowed) throw new BusinessError(MSG.tooManyLoginAttempts, CODES.tooManyRequests);

    const passwordOk = await verifySecret(input.password ?? '', member?.password_hash ?? (await dummyHash()));
    if (!member || !passwordOk) throw new BusinessError(MSG.wrongCredentials, CODES.wrongPassword);
    const blocked = accountBlockMessage(member);
    if (blocked) throw new BusinessError(blocked, CODES.forbidden);

    await attempt.succeeded();
    await db.updateTable('member').set({ last_login_at: now, last_login_ip: request.ip }).where('id', '=', member.id).execute();
    await recordLogin(db, member.id, request, now);
    const token = await openSession(db, member.id, now);
    // A password an operator reset: the app asks for a new one before anything else.
    return { data: member.password_must_change === 1 ? { new_api_token: token, must_change_password: 1 as const } : { new_api_token: token } };
  });

  answerCall(api, logoff, async ({ request }) => {
    currentMember(request);
    if (request.tokenHash) await revokeSession(database, request.tokenHash, clock(), 'logoff');
    return { data: [] };
  });
}
