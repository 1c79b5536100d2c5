import type { AdminRole } from '@casino/contract/admin-roles';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Tables } from '../../src/db/schema';
import { createAdmin, type CreatedAdmin } from '../../src/modules/admin/admins';
import { post } from './app';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `at` (or `steps` time steps away from it). */
export function totpCode(secret: string, at = Date.now(), steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at + steps * STEP_MS });
}

export interface TestOperator extends CreatedAdmin {
  name: string;
  role: AdminRole;
  token: string;
}

/**
 * Creates an operator and signs them in with the code of the step before `now` (which the server still
 * accepts), leaving the current and the next step's codes for later sign-ins of the same operator.
 */
export async function signedInOperator(app: FastifyInstance, db: Kysely<Tables>, name: string, role: AdminRole = 'owner', now = Date.now()): Promise<TestOperator> {
  const created = await createAdmin(db, name, role, now);
  const { body } = await post(app, '/admin/api/login', { name, password: created.password, code: totpCode(created.secret, now, -1) });
  if (body.code !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(body)}`);
  return { ...created, name, role, token: (body.data as { token: string }).token };
}
