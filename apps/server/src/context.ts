import type { Kysely } from 'kysely';
import type { Clock } from './platform/runtime/clock';
import type { Config } from './platform/config/config';
import type { Database } from './platform/db/database';
import type { GatewayConnections } from './integrations/payments/connections';
import type { PlatformConnections } from './integrations/platforms/connections';
import type { Tables } from './platform/db/schema';
import type { AccountIds } from './ledger/account-ids';
import type { PlatformsCache } from './modules/wallet/public';
import type { GameProviders } from './integrations/platforms/registry';
import type { SecretBox } from './platform/security/secret-box';
import type { SiteStateCache } from './kernel/site-settings';
import type { StandIns } from './kernel/stand-ins';

/** What every module's routes are given. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<Tables>;
  clock: Clock;
  /** Where getGameUrl gets its launch URLs: each platform's adapter by its connection's protocol, else the demo slot machine (or what a test gives). */
  gameProviders: GameProviders;
  /** The committed ledger account ids the money calls have seen (ledger/account-ids.ts). */
  accountIds: AccountIds;
  /** The site state (maintenance) as this process last read it; forget it after changing the site settings. */
  siteState: SiteStateCache;
  /** The game platforms as this process last read them, for the wallet; forget them after changing one. */
  platforms: PlatformsCache;
  /** The platforms connected to an aggregator as this process last read them (the same cache as the launches' and the jobs'). */
  platformConnections: PlatformConnections;
  /** The deposit channels connected to payment gateways as this process last read them; forget them after changing one. */
  gateways: GatewayConnections;
  /** Seals and opens the secrets kept in the database (operators' TOTP secrets). */
  secrets: SecretBox;
  /** Tier badges, bank logos and pay pages a site keeps elsewhere: none in production, the sandbox's demo art in the demo. */
  standIns: StandIns;
}
