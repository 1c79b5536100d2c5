// The accessibility audit of every route (axe), for a visitor and for a member: one file each, the two longest of the journeys.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Player } from './player';
import { settled, trackRequests } from './settled';
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
  // No request in flight for 200 ms (a screen's next request starts within milliseconds of the answer it
  // follows), rather than the 500 ms of Playwright's networkidle, a route at a time.
  await settled(page, 200);
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

/**
 * What the screen is, whatever route led to it: the address without the `redirect` a guard adds, and the open
 * dialogs' text. A visitor sent to 登录 from nine routes sees one screen, audited once.
 */
function screenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [path = '', query = ''] = location.hash.split('?');
    const params = new URLSearchParams(query);
    params.delete('redirect');
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'))
      .filter((dialog) => dialog.checkVisibility())
      .map((dialog) => dialog.textContent.trim());
    return JSON.stringify([path, params.toString(), dialogs]);
  });
}

export interface Finding {
  route: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The checks of an audit: all of axe's WCAG 2 A/AA rules and ours, or only those a colour theme can change. */
export type Checks = 'all' | 'contrast';

async function seriousViolations(page: Page, route: string, checks: Checks): Promise<Finding[]> {
  // Frames hold other sites (service chat, games, the pages /webview shows), not this app's markup. Without
  // frames to audit, axe runs in the page itself (legacy mode) rather than merging frames' results in a blank
  // page it opens for each audit: the same findings, nearly half the audit's time.
  const axe = new AxeBuilder({ page }).exclude('iframe').setLegacyMode();
  const results = await (checks === 'all' ? axe.withTags(['wcag2a', 'wcag2aa']) : axe.withRules(['color-contrast'])).analyze();
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

/**
 * What axe leaves out: a screen's heading (axe counts it a best practice, not WCAG A/AA) and the contrast of a
 * placeholder (axe measures text, not ::placeholder), at least 4.5:1 on the field's own background.
 */
async function ownViolations(page: Page, route: string, checks: Checks): Promise<Finding[]> {
  const found = await page.evaluate((headings) => {
    const rgba = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    const background = (element: Element | null): number[] => {
      for (let at = element; at; at = at.parentElement) {
        const color = rgba(getComputedStyle(at).backgroundColor);
        if ((color[3] ?? 1) > 0) return color;
      }
      return [255, 255, 255];
    };
    const problems: { id: string; help: string; target: string }[] = [];
    if (headings && !Array.from(document.querySelectorAll('h1')).some((heading) => heading.checkVisibility() && heading.textContent.trim() + (heading.querySelector('img')?.alt ?? '') !== '')) {
      problems.push({ id: 'screen-heading', help: 'The screen has a visible level-one heading that names it', target: 'body' });
    }
    for (const field of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'))) {
      if (!field.checkVisibility() || field.value !== '' || field.placeholder === '') continue;
      const under = background(field);
      const [r = 0, g = 0, b = 0, a = 1] = rgba(getComputedStyle(field, '::placeholder').color);
      const seen = [r, g, b].map((c, i) => c * a + (under[i] ?? 255) * (1 - a));
      const [light, dark] = [luminance(seen), luminance(under)].sort((x, y) => y - x) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < 4.5) problems.push({ id: 'placeholder-contrast', help: `Placeholder contrast ${ratio.toFixed(2)}:1 is below 4.5:1`, target: `${field.tagName.toLowerCase()}[placeholder="${field.placeholder}"]` });
    }
    return problems;
  }, checks === 'all');
  return found.map(({ id, help, target }) => ({ route, id, impact: 'serious', help, targets: [target] }));
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

/**
 * Each route loaded afresh, so a pop-up of one screen is not measured on the next; a screen already audited by
 * way of another route (a guard's redirect) is not audited again.
 */
export async function audit(page: Page, server: TestServer, routes: string[], checks: Checks = 'all'): Promise<Finding[]> {
  trackRequests(page);
  const findings: Finding[] = [];
  const audited = new Set<string>();
  for (const route of routes) {
    await page.goto('about:blank');
    await page.goto(`${server.base}/#${route}`);
    await screenSettled(page);
    const screen = await screenOf(page);
    if (audited.has(screen)) continue;
    audited.add(screen);
    findings.push(...(await seriousViolations(page, route, checks)), ...(await ownViolations(page, route, checks)));
  }
  return findings;
}
