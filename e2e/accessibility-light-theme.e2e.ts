import { describe, expect, it } from 'vitest';
import { audit, depositOrder, report, routesOf } from './support/accessibility';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';
import { onServerDatabase } from './support/server-database';

// A theme changes colours only: the dark theme's audit (accessibility-member) runs every rule on every route,
// and this one the contrast rules (axe's and the placeholders'), the only ones a theme can break.
describe('accessibility in the light theme an operator may choose (issue #33 item 12: the contrast rules hold in both)', () => {
  const phone = phoneSession();

  it('as a logged-in member, 浅色 with a blue primary', async () => {
    await onServerDatabase(phone.server, (database) => database.db.updateTable('site').set({ theme_mode: 'light', theme_primary: '#0958d9', theme_accent: '#b04000' }).execute());
    const player = await registerPlayer(phone.server);
    const depositNo = await depositOrder(phone.server, player);
    const page = await phone.newPage();
    await openAs(page, phone.server, player);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const findings = await audit(page, phone.server, [...routesOf(phone.server, depositNo), '/mine?show=1'], 'contrast');
    expect(findings, report(findings)).toEqual([]);
    await page.close();
  }, 240_000);
});
