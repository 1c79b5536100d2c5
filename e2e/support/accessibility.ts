// The accessibility audit of every route (axe), for a visitor and for a member: one file each, the two longest of the journeys.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Player } from './player';
import type { TestServer } from './server';

/** Every route of SPEC §2, with the query that shows its content. */
export function routesOf(server: TestServer, depositNo: string): string[] {
  return [
    '/',
    '/login?type=0',
    '/login?type=1',
    '/discount',
    '/wallet?type=0',
    '/mine',
    '/message?type=0',
    '/message?type=1',
    '/electronics',
    '/discountInfo?id=1',
    '/withdraw',
    '/transfer',
    '/customer',
    '/apply',
    '/setting',
    '/about',
    '/applyList',
    '/account',
    '/vip',
    '/bankCard',
    '/addBankCard',
    '/addUsdtAds',
    '/addAnToken',
    '/meyList',
    '/welfare',
    '/kefu',
    '/hongbao',
    `/payInfo?deposit_no=${depositNo}`,
    '/fundingRecords',
    '/gamePage?dailiD=2',
    '/app',
    `/webview/${encodeURIComponent(`${server.base}/demo/kefu`)}`,
  ];
}

const LOADING = '.boot-splash, .page-loading, .paged-list-loading, .adm-skeleton, .adm-dot-loading, [aria-busy="true"]';

/** The screen has rendered: the app booted, its data arrived, no loader is visible and pop-ups finished animating in. */
async function screenSettled(page: Page): Promise<void> {
  await page.locator('#root > :not(.boot-splash)').first().waitFor({ timeout: 10_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 });
  await page.waitForFunction(
    (loading) =>
      Array.from(document.querySelectorAll(loading)).every((element) => !element.checkVisibility()) &&
      // Entrance animations (pop-ups, toasts) would be measured half-transparent; marquees and spinners run on.
      document.getAnimations().every((animation) => {
        const { endTime, iterations } = animation.effect?.getComputedTiming() ?? {};
        return animation.playState !== 'running' || iterations === Infinity || Number(endTime) > 2000;
      }),
    LOADING,
    { timeout: 10_000 },
  );
}

export interface Finding {
  route: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page, route: string): Promise<Finding[]> {
  // Frames hold other sites (service chat, games, the pages /webview shows), not this app's markup.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      route,
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
    }));
}

export function report(findings: Finding[]): string {
  return findings.map((f) => `${f.route}: [${f.impact}] ${f.id} — ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`).join('\n');
}

/** A member with a deposit order, so /payInfo shows its instructions. */
export async function depositOrder(server: TestServer, player: Player): Promise<string> {
  const response = await fetch(`${server.base}/api/recharge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ paytype: '0', amount: '720', catepay: 'TRC20', bank: '', bank_address: '', bank_no: '', bank_owner: '' }),
  });
  const body = (await response.json()) as { code: number; message: unknown; data: { out_trade_no?: string } };
  if (body.code !== 200 || !body.data.out_trade_no) throw new Error(`deposit refused: ${JSON.stringify(body.message)}`);
  return body.data.out_trade_no;
}

/** Each route loaded afresh, so a pop-up of one screen is not measured on the next. */
export async function audit(page: Page, server: TestServer, routes: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await page.goto('about:blank');
    await page.goto(`${server.base}/#${route}`);
    await screenSettled(page);
    findings.push(...(await seriousViolations(page, route)));
  }
  return findings;
}
