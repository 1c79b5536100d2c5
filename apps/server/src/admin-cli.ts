// `npm run admin -- <command>`: operator tools against the same DATABASE_URL as the server.
import { formatFen, parseYuan } from '@casino/contract/money';
import { formatBeijingTime } from '@casino/contract/time';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { BusinessError } from './http/business-error';
import { checkLedger } from './ledger/check';
import { createAdmin } from './modules/admin/admins';
import { adjustBalance, setMemberState, setRedPacketSwitch, setSiteState, type MemberState } from './modules/admin/operations';
import { pendingAgentApplications, reviewAgentApplication } from './modules/agent/reviews';
import { pendingDeposits, reviewDeposit } from './modules/deposit/orders';
import { sendInboxMessage } from './modules/inbox/send';
import { pendingApplications, reviewApplication } from './modules/promotions/reviews';
import { pendingWithdrawals, reviewWithdrawal } from './modules/withdraw/reviews';

const USAGE = `Usage: npm run admin -- <command>

  deposits                        pending deposits, order number first
  deposit:approve <no>            credit a pending deposit (once)
  deposit:reject <no>             refuse a pending deposit (credits nothing)
  withdrawals                     pending withdrawals, id first
  withdrawal:approve <id>         pay out a held withdrawal
  withdrawal:reject <id>          return a held withdrawal to the member
  applications                    pending promotion applications, id first
  application:approve <id>        approve a promotion application (moves no money)
  application:reject <id>         refuse a promotion application
  agents                          pending agent applications, id first
  agent:approve <id>              make the applicant an agent
  agent:reject <id>               refuse an agent application
  message <username|all> <title> <content...>
                                  an inbox message to one member or to every member
  adjust <username> <yuan> <memo> credit (or, negative, debit) a main wallet through the ledger
  member:block|member:unblock|member:disable|member:enable <username>
  site --state 0|1 [--tip TEXT]   maintenance on (0) or off (1), with the tip shown
  redpacket on|off                the red packet switch
  ledger:check                    verify the ledger; exits 1 on any breach
  admin:create <name>             an operator account for the admin API; prints its password once`;

const operator = `cli:${process.env.USER ?? 'operator'}`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database);
    const now = Date.now();
    const arg = (index: number, name: string): string => {
      const value = rest[index];
      if (value === undefined || value === '') throw new UsageError(`missing ${name}`);
      return value;
    };
    switch (command) {
      case 'deposits': {
        const rows = await pendingDeposits(database.db);
        for (const d of rows) console.log(`${d.out_trade_no}\t${d.username}\t${d.channel}\t${formatFen(d.amount_fen)}\t${formatBeijingTime(d.created_at)}\t${d.depositor_name}`);
        if (rows.length === 0) console.log('no pending deposits');
        return 0;
      }
      case 'deposit:approve':
      case 'deposit:reject': {
        const approve = command === 'deposit:approve';
        const { amountFen } = await reviewDeposit(database, arg(0, 'order number'), approve, operator, now);
        console.log(`${approve ? 'approved' : 'refused'} ${arg(0, 'order number')} (${formatFen(amountFen)})`);
        return 0;
      }
      case 'withdrawals': {
        const rows = await pendingWithdrawals(database.db);
        for (const w of rows) {
          const payout = w.payout_unit === 'USDT' ? `${formatFen(w.payout)} USDT` : formatFen(w.payout);
          console.log(`${String(w.id)}\t${w.order_no}\t${w.username}\t${formatFen(w.amount_fen)}\t${payout}\t${w.bank} ${w.bank_no} ${w.bank_owner}\t${formatBeijingTime(w.created_at)}`);
        }
        if (rows.length === 0) console.log('no pending withdrawals');
        return 0;
      }
      case 'withdrawal:approve':
      case 'withdrawal:reject': {
        const id = idArg(arg(0, 'withdrawal id'));
        await reviewWithdrawal(database, id, command === 'withdrawal:approve', operator, now);
        console.log(`${command === 'withdrawal:approve' ? 'approved' : 'refused'} withdrawal ${String(id)}`);
        return 0;
      }
      case 'applications': {
        const rows = await pendingApplications(database.db);
        for (const a of rows) console.log(`${String(a.id)}\t${a.username}\t${a.activity_name}\t${a.amount_fen === null ? '-' : formatFen(a.amount_fen)}\t${formatBeijingTime(a.created_at)}`);
        if (rows.length === 0) console.log('no pending applications');
        return 0;
      }
      case 'application:approve':
      case 'application:reject': {
        const approve = command === 'application:approve';
        const id = idArg(arg(0, 'application id'));
        await reviewApplication(database.db, id, approve, operator, now);
        console.log(`${approve ? 'approved' : 'refused'} application ${String(id)}`);
        return 0;
      }
      case 'agents': {
        const rows = await pendingAgentApplications(database.db);
        for (const a of rows) console.log(`${String(a.id)}\t${a.username}\t${a.realname}\t${a.mobile}\t${formatBeijingTime(a.created_at)}\t${a.apply_info}`);
        if (rows.length === 0) console.log('no pending agent applications');
        return 0;
      }
      case 'agent:approve':
      case 'agent:reject': {
        const approve = command === 'agent:approve';
        const id = idArg(arg(0, 'agent application id'));
        await reviewAgentApplication(database.db, id, approve, operator, now);
        console.log(`${approve ? 'approved' : 'refused'} agent application ${String(id)}`);
        return 0;
      }
      case 'message': {
        const id = await sendInboxMessage(database.db, arg(0, 'username or all'), arg(1, 'title'), rest.slice(2).join(' '), now);
        console.log(`message ${String(id)} sent to ${arg(0, 'username or all')}`);
        return 0;
      }
      case 'adjust': {
        const text = arg(1, 'amount');
        const fen = parseYuan(text.replace(/^-/, ''));
        if (fen === undefined) throw new UsageError('the amount is yuan with at most 2 decimals, e.g. 100 or -20.5');
        await adjustBalance(database, arg(0, 'username'), text.startsWith('-') ? -fen : fen, rest.slice(2).join(' '), operator, now);
        console.log(`adjusted ${arg(0, 'username')} by ${text}`);
        return 0;
      }
      case 'member:block':
      case 'member:unblock':
      case 'member:disable':
      case 'member:enable': {
        await setMemberState(database, arg(0, 'username'), command.slice('member:'.length) as MemberState, now);
        console.log(`${command.slice('member:'.length)} ${arg(0, 'username')}: done`);
        return 0;
      }
      case 'site': {
        const stateIndex = rest.indexOf('--state');
        const state = rest[stateIndex + 1];
        if (stateIndex < 0 || (state !== '0' && state !== '1')) throw new UsageError('site needs --state 0 or --state 1');
        const tipIndex = rest.indexOf('--tip');
        await setSiteState(database, state === '1' ? 1 : 0, tipIndex >= 0 ? arg(tipIndex + 1, 'tip') : undefined, now);
        console.log(`site state ${state}`);
        return 0;
      }
      case 'redpacket': {
        const mode = arg(0, 'on or off');
        if (mode !== 'on' && mode !== 'off') throw new UsageError('redpacket on|off');
        await setRedPacketSwitch(database, mode === 'on', now);
        console.log(`red packets ${mode}`);
        return 0;
      }
      case 'admin:create': {
        const password = await createAdmin(database.db, arg(0, 'admin name'), now);
        console.log(`admin ${arg(0, 'admin name')} created; password (shown once): ${password}`);
        return 0;
      }
      case 'ledger:check': {
        const breaches = await checkLedger(database.db);
        for (const breach of breaches) console.error(`${breach.check}: ${breach.detail}`);
        console.log(breaches.length === 0 ? 'ledger ok' : `${String(breaches.length)} breach(es)`);
        return breaches.length === 0 ? 0 : 1;
      }
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

function idArg(text: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UsageError(`the id is a positive whole number, not ${text}`);
  return id;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof BusinessError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
