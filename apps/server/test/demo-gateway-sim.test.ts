import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditWriter } from '../src/kernel/audit-log';
import { testConfig } from '../src/platform/config/config';
import { connectDemoGateways, DEMO_GATEWAY_ACTOR, disconnectDemoGateways } from '../../sandbox/src/gateway-sim/demo-channels';
import { disconnectGatewayChannel, readGatewayConnections } from '../src/integrations/payments/connections';
import { createTestDatabase, dialects, type TestDatabase } from './support/databases';
import { testSecrets } from './support/hub88';

describe.each(dialects)('npm start: the demo channels 5 and 6 pay through the EPay simulator inside the server, on %s', (dialect) => {
  let db: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-gateway-sim-'));
  const config = testConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', PORT: 8123 });
  const audits = () => db.database.db.selectFrom('audit_log').select(['action', 'target', 'admin_name']).where('target', 'like', 'gateway:%').orderBy('id').execute();

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { seeded: true });
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('connects GO PAY and OK PAY at our own address, with payout keys, once; leaves an operator’s choice alone; removes its own when off', async () => {
    expect(await connectDemoGateways(db.database, testSecrets(), config, Date.now())).toEqual(['gopay', 'okpay']);
    const connections = await readGatewayConnections(db.database.db, testSecrets());
    expect(connections.map((one) => [one.channel, one.apiUrl, one.payUrl, one.connectedBy, one.payoutKeys !== undefined])).toEqual([
      ['gopay', 'http://127.0.0.1:8123/gateway-sim/', '/gateway-sim/', DEMO_GATEWAY_ACTOR, true],
      ['okpay', 'http://127.0.0.1:8123/gateway-sim/', '/gateway-sim/', DEMO_GATEWAY_ACTOR, true],
    ]);
    // A second start with the same address and keys changes nothing.
    expect(await connectDemoGateways(db.database, testSecrets(), config, Date.now())).toEqual(['gopay', 'okpay']);
    expect(await audits()).toHaveLength(2);

    // An operator disconnects OK PAY: the next start leaves it reviewed by hand.
    await disconnectGatewayChannel(db.database, 'okpay', auditWriter({ adminId: null, name: 'boss', ip: '127.0.0.1' }, 'gateway:disconnect', Date.now()));
    expect(await connectDemoGateways(db.database, testSecrets(), config, Date.now())).toEqual(['gopay']);
    // Another port: the demo's connection follows it.
    expect(await connectDemoGateways(db.database, testSecrets(), { ...config, PORT: 8124 }, Date.now())).toEqual(['gopay']);
    expect((await readGatewayConnections(db.database.db, testSecrets()))[0]?.apiUrl).toBe('http://127.0.0.1:8124/gateway-sim/');

    expect(await disconnectDemoGateways(db.database, Date.now())).toEqual(['gopay']);
    expect(await readGatewayConnections(db.database.db, testSecrets())).toEqual([]);
    expect((await audits()).map((row) => [row.action, row.target, row.admin_name])).toEqual([
      ['gateway:connect', 'gateway:gopay', DEMO_GATEWAY_ACTOR],
      ['gateway:connect', 'gateway:okpay', DEMO_GATEWAY_ACTOR],
      ['gateway:disconnect', 'gateway:okpay', 'boss'],
      ['gateway:connect', 'gateway:gopay', DEMO_GATEWAY_ACTOR],
      ['gateway:disconnect', 'gateway:gopay', DEMO_GATEWAY_ACTOR],
    ]);
  });
});
