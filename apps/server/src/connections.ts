import type { Database } from './platform/db/database';
import { GatewayConnections } from './integrations/payments/connections';
import { PlatformConnections } from './integrations/platforms/connections';
import type { SecretBox } from './platform/security/secret-box';

/** The connected game platforms and payment gateways as this process caches them: one set, for the app and its jobs. */
export interface Connections {
  platforms: PlatformConnections;
  gateways: GatewayConnections;
}

export const openConnections = ({ db }: Database, secrets: SecretBox): Connections => ({
  platforms: new PlatformConnections(db, secrets),
  gateways: new GatewayConnections(db, secrets),
});
