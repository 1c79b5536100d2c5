import type { TestProject } from 'vitest/node';
import { ensureTestBuild } from '../../../../scripts/build-server.mjs';
import { makeTemplates, type Templates } from './database-templates';
import { PG_ADMIN_URL, testDialects } from './databases';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
    /**
     * The compiled builds (scripts/build-server.mjs): the server with the sandbox beside it, which the process tests
     * start as npm start runs it; the operator CLI; and the production server alone.
     */
    serverBuild: { server: string; cli: string; production: string };
  }
}

/** Once per run: the compiled server and CLI, and the migrated and the seeded template of each dialect. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('serverBuild', await ensureTestBuild());
  const { templates, remove } = await makeTemplates(await testDialects(), PG_ADMIN_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
