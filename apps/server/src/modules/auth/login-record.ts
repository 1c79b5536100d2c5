import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';

const USER_AGENT_MAX = 300;

/** Where a login comes from: the caller's address, the user agent it sent, and the web app's device id (a UUID) if it sent one. */
export interface LoginClient {
  ip: string;
  userAgent: string | undefined;
  deviceId?: string | undefined;
}

/** A member's login, kept for the console's 登录记录 (the member's last login stays on the member too). */
export async function recordLogin(db: Kysely<Tables>, memberId: number, client: LoginClient, now: number): Promise<void> {
  const userAgent = (client.userAgent ?? '').slice(0, USER_AGENT_MAX);
  await db.insertInto('member_login').values({ member_id: memberId, created_at: now, ip: client.ip, user_agent: userAgent, device_id: client.deviceId ?? null }).execute();
}

/**
 * Whether the member registered or logged in from this device before (its X-Device-Id in member_login): such a
 * device keeps a login budget of its own (login-guard.ts), as OWASP's device cookies do.
 */
export async function loggedInFrom(db: Kysely<Tables>, memberId: number, deviceId: string): Promise<boolean> {
  const row = await db.selectFrom('member_login').select('member_id').where('device_id', '=', deviceId).where('member_id', '=', memberId).limit(1).executeTakeFirst();
  return row !== undefined;
}
