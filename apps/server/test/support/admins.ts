import type { AdminRole } from '@casino/contract/admin-roles';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Tables } from '../../src/platform/db/schema';
import { TEST_SECRET_KEY } from '../../src/platform/config/config';
import { createAdmin, type CreatedAdmin } from '../../src/modules/operators/admins';
import { secretBox } from '../../src/platform/security/secret-box';
import { post } from './app';

const STEP_MS = 30_000;

/** The secret box of every app built with testConfig: operators made here sign in there. */
export const testSecrets = secretBox(Buffer.from(TEST_SECRET_KEY, 'base64'));

/** The code an authenticator app shows for `secret` at `at` (or `steps` time steps away from it). */
export function totpCode(secret: string, at = Date.now(), steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at + steps * STEP_MS });
}

export interface TestOperator extends CreatedAdmin {
  name: string;
  role: AdminRole;
  token: string;
}

/** Within this much of the next time step, a live sign-in waits for it: its code would be two steps old when checked. */
const STEP_MARGIN_MS = 2000;

/**
 * Creates an operator and signs them in with the code of the step before the server's time (which the server
 * still accepts), leaving the current and the next step's codes for later sign-ins of the same operator.
 * `now` is the test clock of an app that has one; without it the code is made at the moment of the call,
 * out of reach of a step boundary (a loaded machine may take a second to create the operator).
 */
export async function signedInOperator(app: FastifyInstance, db: Kysely<Tables>, name: string, role: AdminRole = 'owner', now?: number): Promise<TestOperator> {
  const created = await createAdmin(db, testSecrets, name, role, now ?? Date.now());
  let at = now ?? Date.now();
  if (now === undefined && STEP_MS - (at % STEP_MS) < STEP_MARGIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (at % STEP_MS) + 50));
    at = Date.now();
  }
  const { body } = await post(app, '/admin/api/login', { name, password: created.password, code: totpCode(created.secret, at, -1) });
  if (body.code !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(body)}`);
  return { ...created, name, role, token: (body.data as { token: string }).token };
}
