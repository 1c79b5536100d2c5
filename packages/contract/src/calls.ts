import type { CallDefinition } from './call';
import * as account from './calls/account';
import * as admin from './calls/admin';
import * as agent from './calls/agent';
import * as auth from './calls/auth';
import * as cards from './calls/cards';
import * as content from './calls/content';
import * as deposit from './calls/deposit';
import * as games from './calls/games';
import * as rebate from './calls/rebate';
import * as records from './calls/records';
import * as redpacket from './calls/redpacket';
import * as vip from './calls/vip';
import * as wallet from './calls/wallet';
import * as withdraw from './calls/withdraw';

function callsOf(area: Record<string, unknown>): CallDefinition[] {
  return Object.values(area).filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'data' in value,
  );
}

/** Every call of the API, by area (same names as the server modules and web features). */
export const callsByArea = {
  auth: callsOf(auth),
  account: callsOf(account),
  content: callsOf(content),
  vip: callsOf(vip),
  agent: callsOf(agent),
  games: callsOf(games),
  deposit: callsOf(deposit),
  cards: callsOf(cards),
  withdraw: callsOf(withdraw),
  wallet: callsOf(wallet),
  records: callsOf(records),
  rebate: callsOf(rebate),
  redpacket: callsOf(redpacket),
  admin: callsOf(admin),
} as const;

export const allCalls: readonly CallDefinition[] = Object.values(callsByArea).flat();
