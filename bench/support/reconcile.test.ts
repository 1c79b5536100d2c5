// The reconciliation of bench/support/reconcile.ts on a real SQLite file: not yet in a vitest project
// (vitest.config.ts lists none for bench/); run it with `npx vitest run bench/support/reconcile.test.ts`
// once bench is a project, or include it in one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app';
import { testConfig } from '../../apps/server/src/platform/config/config';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { newDatabaseUrl, populate } from './database';
import { reconcileTransfers } from './reconcile';
import { transfers } from './requests';
import { sandboxBeside } from '../../apps/server/test/support/sandbox';

describe('reconcileTransfers', () => {
  let url = '';
  let tokens: string[] = [];
  let database: ReturnType<typeof openDatabase>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    url = await newDatabaseUrl('sqlite');
    ({ tokens } = await populate(url, 3, 10_00));
    database = openDatabase(url, { onIdleConnectionError: () => undefined });
    app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent' }), database, extension: sandboxBeside() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('matches the successful answers with the ledger rows, refusals (HTTP 200, code 208) left out', async () => {
    // Out before in: the first three are refused (the platform wallets are empty), the rest move money.
    const requests = [...transfers(tokens).slice(3), ...transfers(tokens)];
    let successes = 0;
    let refused = 0;
    for (const r of requests) {
      const response = await app.inject({ method: 'POST', url: r.path, headers: { authorization: `Bearer ${r.token ?? ''}`, 'content-type': 'application/json' }, payload: JSON.stringify(r.body) });
      const code = response.json<{ code: number }>().code;
      expect(response.statusCode).toBe(200);
      if (code === 200) successes += 1;
      else refused += 1;
    }
    expect(refused).toBe(3);
    const check = await reconcileTransfers(database.db, successes);
    expect(check).toMatchObject({ successes: 6, transferRows: 6, breaches: [], ok: true });
    expect((await reconcileTransfers(database.db, successes + refused)).ok).toBe(false);
  });
});
