import type { AdminRouteName } from '@casino/contract/admin-permissions';
import type { Database } from '../platform/db/database';
import type { AdminActor } from '../modules/operators/public';
import { signedInOperator, type CliEnv } from './operator-session';

/** The console's call each command of the command line stands for: it needs a signed-in operator whose role may make it. */
const CALL_OF_COMMAND: Readonly<Partial<Record<string, AdminRouteName>>> = {
  deposits: 'adminDeposits',
  'deposit:approve': 'adminApproveDeposit',
  'deposit:reject': 'adminRejectDeposit',
  withdrawals: 'adminWithdrawals',
  'withdrawal:approve': 'adminApproveWithdrawal',
  'withdrawal:reject': 'adminRejectWithdrawal',
  applications: 'adminApplications',
  'application:approve': 'adminApproveApplication',
  'application:reject': 'adminRejectApplication',
  agents: 'adminAgents',
  'agent:approve': 'adminApproveAgent',
  'agent:reject': 'adminRejectAgent',
  message: 'adminMessage',
  adjust: 'adminAdjust',
  'member:block': 'adminMemberState',
  'member:unblock': 'adminMemberState',
  'member:disable': 'adminMemberState',
  'member:enable': 'adminMemberState',
  site: 'adminSite',
  redpacket: 'adminRedpacket',
  // The console's connection calls, the owner's alone: a connection moves real money.
  'platform:connect': 'adminConnectPlatform',
  'platform:disconnect': 'adminDisconnectPlatform',
  'gateway:connect': 'adminConnectGateway',
  'gateway:disconnect': 'adminDisconnectGateway',
  'gateways:reconcile': 'adminGatewayReconcile',
};

/**
 * Who runs a command: the signed-in operator for every command that reads members or changes the site, and
 * for `admin:create` once the site has an owner (the first owner is made without one). undefined for the
 * machine's own upkeep (`ledger:check`, `uploads:prune`, `callbacks:prune`) and for `admin:totp`, which gives nobody a way in
 * without the operator's own password, and is how a lost authenticator is replaced.
 */
export async function commandOperator(database: Database, env: CliEnv, command: string, now: number): Promise<AdminActor | undefined> {
  const call = CALL_OF_COMMAND[command];
  if (call !== undefined) return signedInOperator(database, env, call, now);
  if (command === 'admin:create' && (await hasOwner(database))) return signedInOperator(database, env, 'adminCreateOperator', now);
  return undefined;
}

async function hasOwner(database: Database): Promise<boolean> {
  const owner = await database.db.selectFrom('admin_user').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).executeTakeFirst();
  return owner !== undefined;
}
