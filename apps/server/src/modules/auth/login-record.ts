import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';

const USER_AGENT_MAX = 300;

/** A member's login, kept for the console's 登录记录 (the member's last login stays on the member too). */
export async function recordLogin(db: Kysely<Tables>, memberId: number, request: FastifyRequest, now: number): Promise<void> {
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
  await db.insertInto('member_login').values({ member_id: memberId, created_at: now, ip: request.ip, user_agent: userAgent }).execute();
}
