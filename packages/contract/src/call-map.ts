import type { CallDefinition } from './call';
import type * as account from './calls/account';
import type * as agent from './calls/agent';
import type * as alerts from './calls/alerts';
import type * as articles from './calls/articles';
import type * as auth from './calls/auth';
import type * as blacklist from './calls/blacklist';
import type * as cards from './calls/cards';
import type * as deposit from './calls/deposit';
import type * as games from './calls/games';
import type * as inbox from './calls/inbox';
import type * as operators from './calls/operators';
import type * as promotions from './calls/promotions';
import type * as rebate from './calls/rebate';
import type * as records from './calls/records';
import type * as redpacket from './calls/redpacket';
import type * as reports from './calls/reports';
import type * as site from './calls/site';
import type * as uploads from './calls/uploads';
import type * as vip from './calls/vip';
import type * as wallet from './calls/wallet';
import type * as withdraw from './calls/withdraw';
import type { RouteName } from './routes';

type Areas = typeof account &
  typeof agent &
  typeof alerts &
  typeof articles &
  typeof auth &
  typeof blacklist &
  typeof cards &
  typeof deposit &
  typeof games &
  typeof inbox &
  typeof operators &
  typeof promotions &
  typeof rebate &
  typeof records &
  typeof redpacket &
  typeof reports &
  typeof site &
  typeof uploads &
  typeof vip &
  typeof wallet &
  typeof withdraw;

/** Each route's call, by name: types only, so a client gets the schemas' types without their code. */
export type CallMap = { [K in RouteName]: Areas[K] extends CallDefinition ? Areas[K] : never };
