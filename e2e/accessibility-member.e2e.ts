import { describe, expect, it } from 'vitest';
import { audit, depositOrder, report, routesOf } from './support/accessibility';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';

describe('accessibility: no serious or critical WCAG 2 A/AA violation (axe) on any route', () => {
  const phone = phoneSession();

  it('as a logged-in member', async () => {
    const player = await registerPlayer(phone.server);
    const depositNo = await depositOrder(phone.server, player);
    const page = await phone.newPage();
    await openAs(page, phone.server, player);
    const findings = await audit(page, phone.server, [...routesOf(phone.server, depositNo), '/mine?show=1']);
    expect(findings, report(findings)).toEqual([]);
    await page.close();
  }, 240_000);
});
