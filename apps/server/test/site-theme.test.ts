import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { DEFAULT_THEME } from '@casino/contract/site-theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOperator, type TestOperator } from './support/admins';
import { post, startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';

describe.each(dialects)('the brand theme on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    owner = await signedInOperator(t.app, t.db.database.db, 'theme-owner', 'owner');
    finance = await signedInOperator(t.app, t.db.database.db, 'theme-finance', 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, operator: TestOperator) => (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } })).json<{ code: number; data: unknown }>();
  const appTheme = async () => ((await post(t.app, '/api/app')).body.data as { theme: unknown }).theme;
  const site = () => t.db.database.db.selectFrom('site').selectAll().executeTakeFirstOrThrow();
  const audits = () => t.db.database.db.selectFrom('audit_log').select(['target', 'before_json', 'after_json']).where('action', '=', 'adminSaveSiteTheme').orderBy('id').execute();
  const lightBlue = { mode: 'light', primary: '#0958D9', accent: '#b04000' };

  it('answers the dark-and-gold default in the app info and to the console', async () => {
    expect(await appTheme()).toEqual(DEFAULT_THEME);
    expect((await get('/admin/api/settings/theme', owner)).data).toEqual(DEFAULT_THEME);
  });

  it("saves the owner's theme, colours in lower case, which players read next; audited with what it was", async () => {
    const saved = { mode: 'light', primary: '#0958d9', accent: '#b04000' };
    expect((await post(t.app, '/admin/api/settings/theme', lightBlue, owner.token)).body).toMatchObject({ code: 200, data: saved });
    expect(await appTheme()).toEqual(saved);
    expect((await get('/admin/api/settings/theme', owner)).data).toEqual(saved);
    const [audit, ...more] = await audits();
    expect(more).toEqual([]);
    expect(audit?.target).toBe('site');
    expect(JSON.parse(audit?.before_json ?? '')).toEqual(DEFAULT_THEME);
    expect(JSON.parse(audit?.after_json ?? '')).toEqual(saved);
  });

  it("refuses a theme whose text would be unreadable, or a colour that is not #rrggbb, with the rule's message, and changes nothing", async () => {
    const row = await site();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...lightBlue, mode: 'sepia' }, ADMIN_MSG.adminThemeMode],
      [{ ...lightBlue, primary: 'blue' }, ADMIN_MSG.adminThemeColour],
      [{ ...lightBlue, accent: '#fc0' }, ADMIN_MSG.adminThemeColour],
      [{ ...lightBlue, primary: '#e0403a' }, ADMIN_MSG.adminThemePrimaryText],
      [{ ...lightBlue, primary: '#d4a53c' }, ADMIN_MSG.adminThemePrimaryBackground],
      [{ ...lightBlue, mode: 'dark' }, ADMIN_MSG.adminThemePrimaryBackground],
      [{ ...DEFAULT_THEME, accent: '#8a1c1c' }, ADMIN_MSG.adminThemeAccentBackground],
    ];
    for (const [body, message] of refusals) expect((await post(t.app, '/admin/api/settings/theme', body, owner.token)).body, JSON.stringify(body)).toMatchObject({ message });
    expect(await site()).toEqual(row);
    expect((await audits()).length).toBe(1);
  });

  it("is the owner's alone", async () => {
    expect((await post(t.app, '/admin/api/settings/theme', DEFAULT_THEME, finance.token)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/settings/theme', headers: { authorization: `Bearer ${finance.token}` } })).statusCode).toBe(403);
  });
});
