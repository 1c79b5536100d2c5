import { describe, expect, it } from 'vitest';
import { audit, report, routesOf } from './support/accessibility';
import { phoneSession } from './support/phone-session';

describe('accessibility: no serious or critical WCAG 2 A/AA violation (axe) on any route', () => {
  const phone = phoneSession();

  it('as a visitor', async () => {
    const page = await phone.newPage();
    const findings = await audit(page, phone.server, routesOf(phone.server, 'D0'));
    expect(findings, report(findings)).toEqual([]);
    await page.close();
  }, 240_000);
});
