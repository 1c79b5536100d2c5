import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Tables } from './db/schema';
import type { GameProvider } from './providers/provider';
import type { SiteStateCache } from './site-settings';

/** What every module's routes are given. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Kysely<Tables>;
  clock: Clock;
  /** Where getGameUrl gets its launch URLs: the demo slot machine unless a test gives another. */
  gameProvider: GameProvider;
  /** The site state (maintenance) as this process last read it; forget it after changing the site settings. */
  siteState: SiteStateCache;
}
