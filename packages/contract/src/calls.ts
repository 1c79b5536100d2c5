import type { CallDefinition } from './call';
import * as account from './calls/account';
import * as agent from './calls/agent';
import * as alerts from './calls/alerts';
import * as articles from './calls/articles';
import * as auth from './calls/auth';
import * as blacklist from './calls/blacklist';
import * as cards from './calls/cards';
import * as deposit from './calls/deposit';
import * as games from './calls/games';
import * as inbox from './calls/inbox';
import * as operators from './calls/operators';
import * as promotions from './calls/promotions';
import * as rebate from './calls/rebate';
import * as records from './calls/records';
import * as redpacket from './calls/redpacket';
import * as reports from './calls/reports';
import * as site from './calls/site';
import * as uploads from './calls/uploads';
import * as vip from './calls/vip';
import * as wallet from './calls/wallet';
import * as withdraw from './calls/withdraw';

function callsOf(area: Record<string, unknown>): CallDefinition[] {
  return Object.values(area).filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value,
  );
}

/** Every call of the API, by area: the same names as calls/<area>.ts, the server's modules/<area>/ and the `// area` comments of routes.ts. */
export const callsByArea = {
  account: callsOf(account),
  agent: callsOf(agent),
  alerts: callsOf(alerts),
  articles: callsOf(articles),
  auth: callsOf(auth),
  blacklist: callsOf(blacklist),
  cards: callsOf(cards),
  deposit: callsOf(deposit),
  games: callsOf(games),
  inbox: callsOf(inbox),
  operators: callsOf(operators),
  promotions: callsOf(promotions),
  rebate: callsOf(rebate),
  records: callsOf(records),
  redpacket: callsOf(redpacket),
  reports: callsOf(reports),
  site: callsOf(site),
  uploads: callsOf(uploads),
  vip: callsOf(vip),
  wallet: callsOf(wallet),
  withdraw: callsOf(withdraw),
} as const;

export const allCalls: readonly CallDefinition[] = Object.values(callsByArea).flat();
