import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('site_logo', 'text', (c) => c.notNull())
    .addColumn('site_state', 'integer', (c) => c.notNull())
    .addColumn('repair_tips', 'text', (c) => c.notNull())
    .addColumn('redpacket_switch', 'integer', (c) => c.notNull())
    .addColumn('index_modal', 'integer', (c) => c.notNull())
    .addColumn('webcontent', 'text', (c) => c.notNull())
    .addColumn('app_state', 'integer', (c) => c.notNull())
    .addColumn('ios_download_url', 'text', (c) => c.notNull())
    .addColumn('service_url', 'text', (c) => c.notNull())
    .addColumn('agent_login_url', 'text', (c) => c.notNull())
    .addColumn('visit_url', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site').execute();
}
