import type { AdminRole } from '@casino/contract/admin-roles';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { auditWriter } from '../../apps/server/src/kernel/audit-log';
import { TEST_SECRET_KEY } from '../../apps/server/src/platform/config/config';
import { createOperator as createOperatorRow } from '../../apps/server/src/modules/operators/operators';
import { secretBox } from '../../apps/server/src/platform/security/secret-box';
import type { PhoneSession } from './phone-session';
import type { TestServer } from './server';
import { onServerDatabase } from './server-database';

export interface Operator {
  name: string;
  role: AdminRole;
  password: string;
  secret: string;
}

const STEP_MS = 30_000;

/** Each operator's last time step used: the server never takes the same step's code twice. */
const usedSteps = new Map<string, number>();

/**
 * Creates an operator with the code of `npm run admin -- admin:create` (in this process: the CLI itself is
 * proved by the server's CLI tests), with its password and authenticator secret.
 */
export async function createOperator(server: TestServer, name: string, role: AdminRole): Promise<Operator> {
  const now = Date.now();
  const created = await onServerDatabase(server, (database) =>
    createOperatorRow(database, secretBox(Buffer.from(TEST_SECRET_KEY, 'base64')), name, role, now, auditWriter({ adminId: null, name: 'cli:e2e', ip: 'cli' }, 'admin:create', now)),
  );
  return { name, role, password: created.password, secret: created.secret };
}

/**
 * The code the operator's authenticator app shows, for a step not used yet: the current one, or the next
 * (the server accepts one step of drift) when the current one was used by an earlier sign-in.
 */
export function nextCode(operator: Operator, now = Date.now()): string {
  const current = Math.floor(now / STEP_MS);
  const step = Math.max(current, (usedSteps.get(operator.name) ?? current - 1) + 1);
  if (step > current + 1) throw new Error('two sign-ins of one operator in one step already: wait for the next');
  usedSteps.set(operator.name, step);
  return TOTP.generate({ secret: Secret.fromBase32(operator.secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: step * STEP_MS });
}

/** Signs in at /admin/login as a person would: name, password and the authenticator's code. */
export async function signIn(page: Page, server: TestServer, operator: Operator): Promise<void> {
  await page.goto(`${server.base}/admin/login`);
  await page.getByLabel('账号').fill(operator.name);
  await page.getByLabel('密码').fill(operator.password);
  await page.getByLabel('动态验证码').fill(nextCode(operator));
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('operator').waitFor();
}

/** A console window of the session, signed in as the operator. */
export async function consoleAs(session: PhoneSession, operator: Operator): Promise<Page> {
  const page = await session.newConsolePage();
  await signIn(page, session.server, operator);
  return page;
}

/** The side menu's labels, without the waiting counts the review queues carry (提现审核 3 reads 提现审核). */
export async function menuLabels(page: Page): Promise<string[]> {
  return (await page.getByRole('menuitem').allTextContents()).map((text) => text.replace(/\d+\+?$/, ''));
}
