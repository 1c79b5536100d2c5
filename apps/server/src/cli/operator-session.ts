import { ADMIN_PERMISSIONS, roleMayCall, type AdminRouteName } from '@casino/contract/admin-permissions';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { auditWriter } from '../kernel/audit-log';
import type { Database } from '../platform/db/database';
import { inMoneyTransaction } from '../platform/db/money-transaction';
import { adminOfToken, endAdminSession, type AdminActor } from '../modules/operators/public';

/**
 * The command line acts as a signed-in operator, exactly as the console does: `login` opens an operator
 * session (name, password, authenticator code, the console's own sign-in) and keeps its token in a file only
 * the user can read; each command then runs as that operator (`admin:<name>`, their role's calls only), so an
 * approval in the console and one at the command line by one person are the same person's. The session ends
 * as the console's does: 12 hours after sign-in, 30 minutes without a command, `logout`, or the operator
 * disabled. ADMIN_TOKEN, when set, is used instead of the file (a script given a session's token).
 */

/** A refusal of the command line's own (not signed in, not allowed): printed, exit code 1. */
export class CommandRefused extends Error {}

/** What the command line reads of its environment: the run's own, never process.env behind its back. */
export type CliEnv = Readonly<Partial<Record<string, string>>>;

/** ADMIN_SESSION_FILE, or ~/.casino-admin-session (HOME as the run's environment says, as os.homedir() reads it). */
export function sessionFile(env: CliEnv): string {
  return env.ADMIN_SESSION_FILE || join(env.HOME || homedir(), '.casino-admin-session');
}

export function saveSessionToken(env: CliEnv, token: string): void {
  const file = sessionFile(env);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  // A file that existed keeps its old mode through writeFileSync.
  chmodSync(file, 0o600);
}

function savedToken(env: CliEnv): string | undefined {
  const fromEnv = env.ADMIN_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const file = sessionFile(env);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
}

const SIGN_IN = 'sign in with: npm run admin -- login <your operator name>';

/** The signed-in operator, refused when nobody is or their session has ended. */
export async function sessionOperator(database: Database, env: CliEnv, now: number): Promise<AdminActor> {
  const token = savedToken(env);
  if (token === undefined) throw new CommandRefused(`not signed in: ${SIGN_IN}`);
  const actor = await adminOfToken(database.db, token, now);
  if (actor === undefined) throw new CommandRefused(`the operator session has ended (12 hours after sign-in, 30 minutes without a command, signed out, or the operator disabled): ${SIGN_IN}`);
  return actor;
}

/** The signed-in operator, refused unless their role may make `call` (the console's permission table). */
export async function signedInOperator(database: Database, env: CliEnv, call: AdminRouteName, now: number): Promise<AdminActor> {
  const actor = await sessionOperator(database, env, now);
  if (!roleMayCall(actor.role, call)) throw new CommandRefused(`${actor.name} (${actor.role}) may not do this: it is for ${ADMIN_PERMISSIONS[call].join(', ')}`);
  return actor;
}

/** Ends the saved session (in the database, so its token is worth nothing anywhere, audited) and removes the file; answers whose it was. */
export async function endSavedSession(database: Database, env: CliEnv, now: number): Promise<string | undefined> {
  const token = savedToken(env);
  if (!env.ADMIN_TOKEN) rmSync(sessionFile(env), { force: true });
  if (token === undefined) return undefined;
  const actor = await adminOfToken(database.db, token, now);
  if (actor === undefined) return undefined;
  await inMoneyTransaction(database, async (trx) => {
    await endAdminSession(trx, actor.tokenHash);
    await auditWriter({ adminId: actor.id, name: actor.name, ip: 'cli' }, 'logout', now)(trx, { target: actor.label, before: null, after: { sessions: 'this one ended' } });
  });
  return actor.name;
}
