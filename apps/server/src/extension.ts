import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './platform/runtime/clock';
import type { AppContext } from './context';
import type { Database } from './platform/db/database';
import type { Tables } from './platform/db/schema';
import type { GameProvider } from './integrations/platforms/provider';
import type { SecretBox } from './platform/security/secret-box';
import type { StandIns } from './kernel/stand-ins';

/** A line for the start-up log. */
export interface StartNote {
  msg: string;
  fields?: Record<string, unknown>;
}

/**
 * What a server is started with beside itself: the sandbox (apps/sandbox: demo content, the demo slot, the Hub88
 * and EPay simulators) is one. The production server (main.ts) has none, so none of that code is in its bundle.
 */
export interface ServerExtension {
  /** After the migrations, before the bootstrap (kernel/bootstrap.ts): the sandbox writes its demo content into an empty database. */
  prepare?(setup: { database: Database; secrets: SecretBox; now: number }): Promise<readonly StartNote[]>;
  /** The launcher of the platforms no connection names; without one, their launch is refused. */
  gameProvider?(db: Kysely<Tables>): GameProvider;
  standIns?: StandIns;
  /** Routes beside the API, registered before the web app's. */
  routes?(app: FastifyInstance, context: AppContext, clock: Clock): Promise<void>;
}
