// The operator CLI's commands (`npm run admin -- <command>`, cli/main.ts) as a function of its arguments
// and its io: the environment it reads, standard input, and where it prints. It leaves nothing behind in the
// process that runs it (database, Redis, scrypt's cost, timers), so the tests run it in theirs, many times.
import { accountNumberFor } from '@casino/contract/account-numbers';
import { formatFen, parseYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import { MAX_INT32 } from '@casino/contract/wire';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, type Config } from '../platform/config/config';
import { openDatabase, type Database } from '../platform/db/database';
import { migrateToLatest } from '../platform/db/migrate';
import { inMoneyTransaction } from '../platform/db/money-transaction';
import { BusinessError } from '../kernel/errors';
import { checkLedger } from '../ledger/check';
import { commandOperator } from './command-operator';
import { gatewayReconciliationLines, reconciliationLines } from './reconcile-lines';
import { reconcileDay, reconcileGatewayDay } from '../modules/reports/public';
import { readCredentials, type PromptIo } from './credentials-prompt';
import { CommandRefused, endSavedSession, saveSessionToken, sessionFile, sessionOperator, type CliEnv } from './operator-session';
import { RateLimiter } from '../platform/security/rate-limit';
import { ADMIN_ROLES, isAdminRole } from '@casino/contract/admin-roles';
import { auditWriter } from '../kernel/audit-log';
import { sweepUploadedImages } from '../modules/uploads/public';
import { ADMIN_IDLE_MS, ADMIN_SESSION_TTL_MS, createOperator, resetOperatorTotp, sealPlainTotpSecrets, signInAdmin, terminalQr, type IssuedTotp } from '../modules/operators/public';
import { setMemberState, type MemberState } from '../modules/account/public';
import { setRedPacketSwitch } from '../modules/redpacket/public';
import { setSiteState } from '../modules/site/public';
import { adjustBalance } from '../modules/wallet/public';
import { assertMayCredit } from '../kernel/credit-guard';
import { pendingAgentApplications, reviewAgentApplication } from '../modules/agent/public';
import { pendingDeposits, reviewDeposit } from '../modules/deposit/public';
import { sendInboxMessage } from '../modules/inbox/public';
import { approveApplication, pendingApplications, reviewApplication } from '../modules/promotions/public';
import { pendingWithdrawals, reviewWithdrawal } from '../modules/withdraw/public';
import { connectRevocations, type RedisRevocations } from '../platform/security/redis-revocations';
import { useScryptCost } from '../platform/security/passwords';
import { secretBox } from '../platform/security/secret-box';
import { pruneCallbackLog } from '../integrations/platforms/callback-log-prune';
import { CONNECTIONS_TTL_MS, connectHub88Platform, disconnectPlatform } from '../integrations/platforms/connections';
import { connectEpayChannel, disconnectGatewayChannel, GATEWAY_CONNECTIONS_TTL_MS } from '../integrations/payments/connections';
import { loadSecretKey } from '../platform/security/secret-key';

/** The applications and agents commands list this many of the oldest pending ones, a page of the console at most. */
const OLDEST_PENDING = { page: 1, perPage: 50 };

/** How long a command waits for Redis before it goes on without it. */
const REDIS_WAIT_MS = 2_000;

const USAGE = `Usage: npm run admin -- <command>

  login <name>                    sign in as an operator (password and authenticator code, asked at the
                                  terminal or read from the first two lines of standard input), kept in
                                  ADMIN_SESSION_FILE (~/.casino-admin-session); the commands down to
                                  redpacket run as that operator, within their role, as in the console
  logout                          end the session
  whoami                          the signed-in operator and their role
  deposits                        pending deposits, order number first
  deposit:approve <no>            credit a pending deposit (once)
  deposit:reject <no>             refuse a pending deposit (credits nothing)
  withdrawals                     pending withdrawals, id first
  withdrawal:approve <id>         pay out a held withdrawal (one above the four-eyes amount: a first
                                  approval, then another operator's pays it out)
  withdrawal:reject <id>          return a held withdrawal to the member
  applications                    the 50 oldest pending promotion applications, id first
  application:approve <id> [bonus]
                                  approve a promotion application, crediting the bonus (yuan) if given
  application:reject <id> [reason…]
                                  refuse a promotion application (the member reads the reason)
  agents                          the 50 oldest pending agent applications, id first
  agent:approve <id>              make the applicant an agent
  agent:reject <id> [reason…]     refuse an agent application (the reason goes to the member's inbox)
  message <username|all> <title> <content...>
                                  an inbox message to one member or to every member
  adjust <username> <yuan> [--correction] <memo>
                                  credit (or, negative, debit) a main wallet through the ledger; a credit
                                  is a bonus (bet the site's adjustment turnover multiple before it can be
                                  withdrawn) unless --correction (the member's own money: no turnover)
  member:block|member:unblock|member:disable|member:enable <username> [reason…]
  site --state 0|1 [--tip TEXT]   maintenance on (0) or off (1), with the tip shown
  redpacket on|off                the red packet switch
  platform:connect <code> hub88 --api-url <url> --operator-id <n> --hub88-public-key <pem file> --private-key <pem file>
                [--allowed-ips <ip or cidr,…>]
                                  play a platform through Hub88's seamless wallet (owner only): Hub88's
                                  games API URL and operator id, Hub88's public key (checks its calls to
                                  /wallet/hub88/) and our private key (signs ours); the keys are sealed
                                  with the server's secret key and never printed; replaces an earlier one;
                                  --allowed-ips: the addresses Hub88 publishes for its wallet calls (others
                                  are refused as unsigned)
  platform:connect <code> hub88-transfer --sub-partner-id <id> (and the same options)
                                  the same, through Hub88's TransferWallet API: members move money into the
                                  platform's own wallet and back (held until Hub88 confirms)
  platform:disconnect <code>      the platform plays through the demo again (owner only)
  gateway:connect <channel> epay --api-url <url> --pid <id> --key-file <file> [--type <pay type>]
                [--pay-url <url>] [--allowed-ips <ip,ip>] [--sign-type MD5|RSA]
                [--private-key <pem file> --gateway-public-key <pem file>]
                                  take a deposit channel's payments through an EPay (易支付) gateway (owner
                                  only): its API URL, our merchant id and MD5 key (read from the file),
                                  optionally the pay type sent as type, where browsers reach it, the
                                  addresses its notifications may come from, RSA to sign as EPay V2, and
                                  for V2 and payouts (代付) our RSA private key and the gateway's public
                                  key; sealed, never printed
  gateway:disconnect <channel>    the channel's deposits are reviewed by hand again (owner only)
  gateways:reconcile <YYYY-MM-DD> [--channel <code>]
                                  a Beijing day per gateway channel: each gateway order asked at the
                                  gateway, paid there against credited by us, and the differences; exits 1
                                  when any differ or cannot be asked
  platforms:reconcile <YYYY-MM-DD> [--platform <code>]
                                  a Beijing day per platform: our bets, wins and rollbacks (count / yuan)
                                  against the platform's own report, and the differences; exits 1 when
                                  any differ or a platform's report cannot be had
  ledger:check                    verify the ledger; exits 1 on any breach
  uploads:prune                   remove the uploaded images no content points at, older than a day
                                  (the server does it every hour too)
  callbacks:prune                 remove the game platforms' callback log older than 90 days
                                  (the server does it every hour too)
  admin:create <name> --role owner|finance|support|content
                                  an operator account for the admin console; prints its password,
                                  the otpauth:// URI and a QR code for an authenticator app and 10
                                  one-time recovery codes, once; once the site has an owner, only a
                                  signed-in owner may
  admin:totp <name>               a new TOTP secret and recovery codes for an operator (a lost phone,
                                  or an operator from before TOTP); prints the URI, QR code and codes
                                  once; the old ones stop working and their sessions end`;

/** What a run of the CLI reads and writes instead of the process's own: main.ts gives it the process's. */
export interface CliIo extends PromptIo {
  /** DATABASE_URL, SECRET_KEY, SCRYPT_N, REDIS_URL, DATA_DIR… (config.ts), ADMIN_TOKEN, ADMIN_SESSION_FILE, HOME, USER. */
  env: CliEnv;
  stdout: { write(text: string): unknown };
}

/** Printing for one run: every line with control characters made visible. */
interface Printer {
  print: (text: string) => void;
  printError: (text: string) => void;
}

/**
 * Runs one command (`args`, as after `npm run admin --`) and answers its exit code: 0 done, 1 refused or
 * failed (the reason on stderr), 2 a usage error (with the usage). Throws nothing.
 */
export async function runAdminCli(args: string[], io: CliIo): Promise<number> {
  const out: Printer = {
    print: (text) => io.stdout.write(`${visible(text)}\n`),
    printError: (text) => io.stderr.write(`${visible(text)}\n`),
  };
  try {
    return await main(args, io, out);
  } catch (error) {
    if (error instanceof UsageError) {
      out.printError(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof BusinessError || error instanceof CommandRefused) {
      out.printError(error.message);
      return 1;
    }
    out.printError(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  }
}

const minutes = (ms: number) => `${String(ms / 60_000)} minutes`;

/** C0 and C1 control characters and DEL, tab and newline excepted. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A control character as a visible escape, so text from members cannot drive the operator's terminal. */
function visible(text: string): string {
  return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** One line of a list: fields separated by tabs, none of them able to add a tab or a line of its own. */
function row(...fields: string[]): string {
  return fields.map((field) => visible(field).replace(/\t/g, '\\t').replace(/\n/g, '\\n')).join('\t');
}

async function main(args: string[], io: CliIo, { print, printError }: Printer): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    print(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig(io.env);
  // Put back when the run ends: a process running the CLI as a function keeps its own cost.
  const costBefore = useScryptCost(config.SCRYPT_N);
  try {
    return await runCommand(command, rest, config, io, { print, printError });
  } finally {
    useScryptCost(costBefore);
  }
}

/** A command on the database, which it opens (and Redis, with REDIS_URL) and closes again. */
async function runCommand(command: string, rest: string[], config: Config, io: CliIo, { print, printError }: Printer): Promise<number> {
  const { env } = io;
  /** What the machine's upkeep commands, run by no signed-in operator, record as their operator. */
  const machineUser = `cli:${env.USER ?? 'operator'}`;
  const database = openDatabase(config.DATABASE_URL);
  let redis: RedisRevocations | undefined;
  try {
    redis = await revocationsToServers(database, config.REDIS_URL, printError);
    await migrateToLatest(database);
    const secrets = secretBox(loadSecretKey(config));
    await sealPlainTotpSecrets(database.db, secrets);
    const now = Date.now();
    const actor = await commandOperator(database, env, command, now);
    const operator = actor?.label ?? machineUser;
    /** The role of a command that needs an operator (commandOperator refused it without one). */
    const role = () => {
      if (actor === undefined) throw new CommandRefused('not signed in');
      return actor.role;
    };
    // Every change made here is in the audit log too, as made by the signed-in operator (or the machine's user), with the command as the action.
    const audit = auditWriter({ adminId: actor?.id ?? null, name: actor?.name ?? machineUser, ip: 'cli' }, command, now);
    const arg = (index: number, name: string): string => {
      const value = rest[index];
      if (value === undefined || value === '') throw new UsageError(`missing ${name}`);
      return value;
    };
    switch (command) {
      case 'login': {
        const name = arg(0, 'operator name');
        const { password, code } = await readCredentials(name, io);
        const signedIn = await signInAdmin(database, secrets, new RateLimiter(database.db), { name, password, code }, 'cli', now);
        saveSessionToken(env, signedIn.token);
        print(`signed in as ${signedIn.name} (${signedIn.role}); the session ends after ${minutes(ADMIN_IDLE_MS)} without a command, ${String(ADMIN_SESSION_TTL_MS / 3_600_000)} hours at most, or at logout; it is kept in ${sessionFile(env)}`);
        return 0;
      }
      case 'logout': {
        const name = await endSavedSession(database, env, now);
        print(name === undefined ? 'no session to end' : `${name} signed out`);
        return 0;
      }
      case 'whoami': {
        const signedIn = await sessionOperator(database, env, now);
        print(`${signedIn.name} (${signedIn.role})`);
        return 0;
      }
      case 'deposits': {
        const rows = await pendingDeposits(database.db);
        for (const d of rows) print(row(d.out_trade_no, d.username, d.channel, formatFen(d.amount_fen), formatBeijingTime(d.created_at), d.depositor_name));
        if (rows.length === 0) print('no pending deposits');
        return 0;
      }
      case 'deposit:approve':
      case 'deposit:reject': {
        const approve = command === 'deposit:approve';
        const { amountFen } = await reviewDeposit(database, arg(0, 'order number'), approve, operator, now, audit);
        print(`${approve ? 'approved' : 'refused'} ${arg(0, 'order number')} (${formatFen(amountFen)})`);
        return 0;
      }
      case 'withdrawals': {
        const rows = await pendingWithdrawals(database.db);
        // Whole for a role that pays out, masked for support (issue #41).
        const number = accountNumberFor(role());
        for (const w of rows) {
          const payout = w.payout_unit === 'USDT' ? `${formatFen(w.payout)} USDT` : formatFen(w.payout);
          const review = w.second_review ? `needs two approvals${w.first_approved_by === null ? '' : `, first by ${w.first_approved_by}`}` : '';
          print(row(String(w.id), w.order_no, w.username, formatFen(w.amount_fen), payout, `${w.bank} ${number(w.bank_no)} ${w.bank_owner}`, formatBeijingTime(w.created_at), review));
        }
        if (rows.length === 0) print('no pending withdrawals');
        return 0;
      }
      case 'withdrawal:approve':
      case 'withdrawal:reject': {
        const id = idArg(arg(0, 'withdrawal id'));
        const outcome = await reviewWithdrawal(database, id, command === 'withdrawal:approve', operator, now, audit);
        print(outcome === 'awaiting_second' ? `first approval of withdrawal ${String(id)} recorded: another operator must approve it` : `${outcome === 'paid' ? 'approved' : 'refused'} withdrawal ${String(id)}`);
        return 0;
      }
      case 'applications': {
        const { data: rows, total } = await pendingApplications(database.db, OLDEST_PENDING);
        for (const a of rows) print(row(String(a.id), a.username, a.activity_name, a.amount_fen === null ? '-' : formatFen(a.amount_fen), formatBeijingTime(a.created_at)));
        if (rows.length === 0) print('no pending applications');
        else if (total > rows.length) print(`the oldest ${String(rows.length)} of ${String(total)} pending applications`);
        return 0;
      }
      case 'application:approve':
      case 'application:reject': {
        const approve = command === 'application:approve';
        const id = idArg(arg(0, 'application id'));
        if (!approve) {
          await reviewApplication(database, id, { approve, operator, now, reason: rest.slice(1).join(' ') }, audit);
          print(`refused application ${String(id)}`);
          return 0;
        }
        const bonus = rest[1] ?? '';
        const bonusFen = bonus === '' ? 0 : parseYuan(bonus);
        if (bonusFen === undefined) throw new UsageError(`the bonus is an amount in yuan, not ${bonus}`);
        // A credit as in the console: within the operator's role's limit, a second operator above the two-operator amount.
        if (bonusFen > 0) assertMayCredit(role(), bonusFen);
        const waits = (await approveApplication(database, { id, bonusFen, operator, role: role(), now, audit })) === 'awaiting_second';
        const bonusText = bonusFen > 0 ? ` with a bonus of ${formatFen(bonusFen)}${waits ? ' (waiting for a second operator in the console)' : ''}` : '';
        print(`approved application ${String(id)}${bonusText}`);
        return 0;
      }
      case 'agents': {
        const { data: rows, total } = await pendingAgentApplications(database.db, OLDEST_PENDING);
        for (const a of rows) print(row(String(a.id), a.username, a.realname, a.mobile, formatBeijingTime(a.created_at), a.apply_info));
        if (rows.length === 0) print('no pending agent applications');
        else if (total > rows.length) print(`the oldest ${String(rows.length)} of ${String(total)} pending agent applications`);
        return 0;
      }
      case 'agent:approve':
      case 'agent:reject': {
        const approve = command === 'agent:approve';
        const id = idArg(arg(0, 'agent application id'));
        await reviewAgentApplication(database.db, id, { approve, operator, now, ...(approve ? {} : { reason: rest.slice(1).join(' ') }) }, audit);
        print(`${approve ? 'approved' : 'refused'} agent application ${String(id)}`);
        return 0;
      }
      case 'message': {
        const id = await sendInboxMessage(database.db, arg(0, 'username or all'), arg(1, 'title'), rest.slice(2).join(' '), operator, now, audit);
        print(`message ${String(id)} sent to ${arg(0, 'username or all')}`);
        return 0;
      }
      case 'adjust': {
        const text = arg(1, 'amount');
        const fen = parseYuan(text.replace(/^-/, ''));
        if (fen === undefined) throw new UsageError('the amount is yuan with at most 2 decimals, e.g. 100 or -20.5');
        const memo = rest.slice(2).filter((word) => word !== '--correction');
        const kind = memo.length < rest.length - 2 ? 'correction' : 'bonus';
        const outcome = await adjustBalance(database, { username: arg(0, 'username'), fen: text.startsWith('-') ? -fen : fen, memo: memo.join(' '), kind, operator, role: role(), now, audit });
        print(outcome === 'adjusted' ? `adjusted ${arg(0, 'username')} by ${text}` : `asked to credit ${arg(0, 'username')} ${text}: waiting for a second operator in the console`);
        return 0;
      }
      case 'member:block':
      case 'member:unblock':
      case 'member:disable':
      case 'member:enable': {
        await setMemberState(database, arg(0, 'username'), command.slice('member:'.length) as MemberState, now, audit, rest.slice(1).join(' '));
        print(`${command.slice('member:'.length)} ${arg(0, 'username')}: done`);
        return 0;
      }
      case 'site': {
        const stateIndex = rest.indexOf('--state');
        const state = rest[stateIndex + 1];
        if (stateIndex < 0 || (state !== '0' && state !== '1')) throw new UsageError('site needs --state 0 or --state 1');
        const tipIndex = rest.indexOf('--tip');
        await setSiteState(database, state === '1' ? 1 : 0, tipIndex >= 0 ? arg(tipIndex + 1, 'tip') : undefined, now, audit);
        print(`site state ${state}`);
        return 0;
      }
      case 'redpacket': {
        const mode = arg(0, 'on or off');
        if (mode !== 'on' && mode !== 'off') throw new UsageError('redpacket on|off');
        await setRedPacketSwitch(database, mode === 'on', now, audit);
        print(`red packets ${mode}`);
        return 0;
      }
      case 'admin:create': {
        const roleIndex = rest.indexOf('--role');
        const role = roleIndex >= 0 ? rest[roleIndex + 1] : undefined;
        if (!isAdminRole(role)) throw new UsageError(`admin:create needs --role ${ADMIN_ROLES.join('|')}`);
        const name = arg(0, 'admin name');
        if (name === '--role') throw new UsageError('admin:create <name> --role <role>');
        const created = await createOperator(database, secrets, name, role, now, audit);
        print(`admin ${name} (${role}) created; password (shown once): ${created.password}`);
        await printTotp(print, created);
        return 0;
      }
      case 'admin:totp': {
        const name = arg(0, 'admin name');
        await printTotp(print, await resetOperatorTotp(database, secrets, name, now, audit));
        print(`the earlier codes of ${name} no longer work, and their sessions have ended`);
        return 0;
      }
      case 'platform:connect': {
        if (role() !== 'owner') throw new CommandRefused('only an owner connects game platforms');
        const platform = arg(0, 'platform code');
        const protocol = arg(1, 'protocol');
        if (protocol !== 'hub88' && protocol !== 'hub88-transfer') throw new UsageError('platform:connect <code> hub88|hub88-transfer …: the protocols are hub88 (seamless) and hub88-transfer');
        const option = (name: string) => {
          const index = rest.indexOf(name);
          if (index < 2) throw new UsageError(`platform:connect needs ${name}`);
          return arg(index + 1, name);
        };
        const subPartnerId = rest.includes('--sub-partner-id') ? option('--sub-partner-id') : undefined;
        if (protocol === 'hub88-transfer' && subPartnerId === undefined) throw new UsageError('Hub88’s TransferWallet API needs our site’s --sub-partner-id');
        const operatorId = option('--operator-id');
        if (!/^\d{1,15}$/.test(operatorId) || Number(operatorId) <= 0) throw new UsageError(`the operator id is a positive whole number, not ${operatorId}`);
        const allowedIps = rest.includes('--allowed-ips') ? option('--allowed-ips').split(/[\s,]+/).filter((ip) => ip !== '') : [];
        const input = {
          apiUrl: option('--api-url'),
          operatorId: Number(operatorId),
          hub88PublicKeyPem: readKeyFile(option('--hub88-public-key')),
          privateKeyPem: readKeyFile(option('--private-key')),
          ...(subPartnerId === undefined ? {} : { subPartnerId }),
          ...(allowedIps.length === 0 ? {} : { allowedIps }),
        };
        await connectHub88Platform(database, secrets, { platform, operator, now, protocol, ...input }, audit);
        print(`${platform} plays through Hub88${protocol === 'hub88-transfer' ? '’s transfer wallet' : ''} (operator ${operatorId}, ${input.apiUrl}); running servers see it within ${String((2 * CONNECTIONS_TTL_MS) / 1000)} seconds`);
        return 0;
      }
      case 'platform:disconnect': {
        if (role() !== 'owner') throw new CommandRefused('only an owner disconnects game platforms');
        await disconnectPlatform(database, arg(0, 'platform code'), audit);
        print(`${arg(0, 'platform code')} plays through the demo again`);
        return 0;
      }
      case 'gateway:connect': {
        if (role() !== 'owner') throw new CommandRefused('only an owner connects payment gateways');
        const channel = arg(0, 'channel code');
        if (arg(1, 'protocol') !== 'epay') throw new UsageError('gateway:connect <channel> epay …: the protocol is epay (易支付)');
        const has = (name: string) => rest.indexOf(name) >= 2;
        const option = (name: string) => {
          const index = rest.indexOf(name);
          if (index < 2) throw new UsageError(`gateway:connect needs ${name}`);
          return arg(index + 1, name);
        };
        const allowedIps = has('--allowed-ips') ? option('--allowed-ips').split(/[\s,]+/).filter((ip) => ip !== '') : [];
        const input = {
          apiUrl: option('--api-url'),
          pid: option('--pid'),
          key: readKeyFile(option('--key-file')).trim(),
          ...(has('--type') ? { payType: option('--type') } : {}),
          ...(has('--sign-type') ? { signType: signTypeOf(option('--sign-type')) } : {}),
          ...(has('--pay-url') ? { payUrl: option('--pay-url') } : {}),
          ...(allowedIps.length === 0 ? {} : { allowedIps }),
          ...(has('--private-key') ? { merchantPrivateKeyPem: readKeyFile(option('--private-key')) } : {}),
          ...(has('--gateway-public-key') ? { gatewayPublicKeyPem: readKeyFile(option('--gateway-public-key')) } : {}),
        };
        await connectEpayChannel(database, secrets, { channel, operator, now, ...input }, audit);
        print(`${channel} takes payments through EPay (merchant ${input.pid}, ${input.apiUrl})${input.merchantPrivateKeyPem === undefined ? '' : ' and pays out through it'}; running servers see it within ${String((2 * GATEWAY_CONNECTIONS_TTL_MS) / 1000)} seconds`);
        return 0;
      }
      case 'gateway:disconnect': {
        if (role() !== 'owner') throw new CommandRefused('only an owner disconnects payment gateways');
        await disconnectGatewayChannel(database, arg(0, 'channel code'), audit);
        print(`${arg(0, 'channel code')} deposits are reviewed by hand again`);
        return 0;
      }
      case 'gateways:reconcile': {
        const day = arg(0, 'day (YYYY-MM-DD)');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError(`the day is YYYY-MM-DD, not ${day}`);
        const channelIndex = rest.indexOf('--channel');
        const result = await reconcileGatewayDay(database.db, secrets, { day, ...(channelIndex > 0 ? { channel: arg(channelIndex + 1, 'channel code') } : {}) });
        for (const fields of gatewayReconciliationLines(result)) print(row(...fields));
        return result.matched ? 0 : 1;
      }
      case 'platforms:reconcile': {
        const day = arg(0, 'day (YYYY-MM-DD)');
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError(`the day is YYYY-MM-DD, not ${day}`);
        const platformIndex = rest.indexOf('--platform');
        const result = await reconcileDay(database.db, secrets, { day, ...(platformIndex > 0 ? { platform: arg(platformIndex + 1, 'platform code') } : {}) });
        for (const fields of reconciliationLines(result)) print(row(...fields));
        return result.matched ? 0 : 1;
      }
      case 'ledger:check': {
        const breaches = await checkLedger(database.db);
        for (const breach of breaches) printError(`${breach.check}: ${breach.detail}`);
        print(breaches.length === 0 ? 'ledger ok' : `${String(breaches.length)} breach(es)`);
        return breaches.length === 0 ? 0 : 1;
      }
      case 'uploads:prune': {
        const removed = await sweepUploadedImages(database.db, config.DATA_DIR, now);
        if (removed.length > 0) await inMoneyTransaction(database, (trx) => audit(trx, { target: 'uploads:images', before: { removed }, after: null }));
        print(removed.length === 0 ? 'no unused uploaded images' : `removed ${String(removed.length)} unused uploaded image(s): ${removed.join(' ')}`);
        return 0;
      }
      case 'callbacks:prune': {
        const removed = await pruneCallbackLog(database.db, now);
        print(removed === 0 ? 'no callback log older than 90 days' : `removed ${String(removed)} callback log row(s) older than 90 days`);
        return 0;
      }
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await redis?.close();
    await database.close();
  }
}

/** With REDIS_URL, blocks and disables made here reach the servers' session caches at once. */
async function revocationsToServers(database: Database, url: string, printError: (text: string) => void): Promise<RedisRevocations | undefined> {
  if (url === '') return undefined;
  const redis = connectRevocations(database.revocations, url, { log: (_level, text) => printError(text) });
  // The wait's timer ends with the wait: a run inside another process leaves none behind.
  const waited = new AbortController();
  await Promise.race([redis.ready, sleep(REDIS_WAIT_MS, undefined, { signal: waited.signal })]).catch(() => undefined);
  waited.abort();
  return redis;
}

class UsageError extends Error {}

/** The TOTP secret as an authenticator app takes it: the otpauth:// URI, its QR code, the secret to type in; and the recovery codes. */
async function printTotp(print: (text: string) => void, { secret, uri, recoveryCodes }: IssuedTotp): Promise<void> {
  print(`TOTP (shown once; scan it with an authenticator app, then sign in with its 6-digit code):\n${uri}`);
  print(await terminalQr(uri));
  print(`or type the secret in: ${secret}`);
  print(`recovery codes (shown once; each signs in once in place of the app's code, keep them apart from the phone):\n${recoveryCodes.join('\n')}`);
}

/** A key file's text (PEM, checked by the connection); a file that cannot be read is said so, by name. */
/** EPay's two ways of signing: MD5 (V1) or RSA (V2). */
function signTypeOf(text: string): 'MD5' | 'RSA' {
  const upper = text.toUpperCase();
  if (upper !== 'MD5' && upper !== 'RSA') throw new UsageError(`--sign-type is MD5 or RSA, not ${text}`);
  return upper;
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new BusinessError(`cannot read ${path}: ${error instanceof Error && 'code' in error ? String(error.code) : 'unreadable'}`);
  }
}

/** An id of a row: within the id columns, which PostgreSQL would refuse to compare with a larger number. */
function idArg(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_INT32) throw new UsageError(`the id is a whole number from 1 to ${String(MAX_INT32)}, not ${text}`);
  return id;
}
