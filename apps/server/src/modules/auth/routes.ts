import { captcha, loginPc, logoff, register } from '@casino/contract/calls/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentMember } from '../../platform/http/auth';
import { deviceIdOf } from '../../platform/http/device-id';
import { answerCall } from '../../platform/http/route';
import { RateLimiter } from '../../platform/security/rate-limit';
import { openSession, revokeSession } from '../../platform/security/sessions';
import { issueCaptchaTo } from './captcha';
import { logIn } from './login';
import type { LoginClient } from './login-record';
import { registerMember } from './register';

const clientOf = (request: FastifyRequest): LoginClient => ({ ip: request.ip, userAgent: request.headers['user-agent'], deviceId: deviceIdOf(request) });

export function authRoutes(api: FastifyInstance, { db, database, config, clock }: AppContext): void {
  const limiter = new RateLimiter(db);
  const captchaOn = config.CAPTCHA === 'on';

  answerCall(api, captcha, async ({ request }) => ({ data: await issueCaptchaTo(db, limiter, request.ip, clock()) }));

  answerCall(api, register, async ({ input, request }) => {
    const now = clock();
    const memberId = await registerMember(db, limiter, input, clientOf(request), now, captchaOn);
    return { data: { api_token: await openSession(db, memberId, now) } };
  });

  answerCall(api, loginPc, async ({ input, request }) => {
    const now = clock();
    const member = await logIn(db, limiter, input, clientOf(request), now, captchaOn);
    const token = await openSession(db, member.id, now);
    // A password an operator reset: the app asks for a new one before anything else.
    const tokens = { new_api_token: token, api_token: token };
    return { data: member.password_must_change === 1 ? { ...tokens, must_change_password: 1 as const } : tokens };
  });

  answerCall(api, logoff, async ({ request }) => {
    currentMember(request);
    if (request.tokenHash) await revokeSession(database, request.tokenHash, clock(), 'logoff');
    return { data: [] };
  });
}
