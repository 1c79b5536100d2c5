import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from './support/browser';
import { phoneSession } from './support/phone-session';
import { openAs, registerPlayer } from './support/player';

/** The home page's floating buttons (红包, the promotion image 首存送, 热门游戏), by their names. */
const FLOATING = ['抢红包', '优惠活动', '热门游戏'];

interface Overlap {
  floating: string;
  control: string;
}

/**
 * What the floating buttons cover at the scroll position shown: each must be the topmost element at its centre,
 * and no control of the page may be seen under one. What a control shows is its box inside the viewport above
 * the bars fixed at the bottom (an opaque bar the width of the app: the tab bar, or a bar the buttons sit in).
 */
function coveredControls(page: Page, names: readonly string[]): Promise<{ hidden: string[]; overlaps: Overlap[]; underBars: string[] }> {
  return page.evaluate((floatingNames) => {
    const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.querySelector('img[alt]')?.getAttribute('alt') ?? el.textContent).trim();
    const label = (el: Element) => nameOf(el).slice(0, 20) || el.outerHTML.slice(0, 60);
    const opaque = (el: Element) => {
      const rgba = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const alpha = rgba?.[1]?.split(',')[3];
      return rgba !== null && (alpha === undefined || Number(alpha) === 1);
    };
    const bars = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).position === 'fixed' && opaque(el) && box.width >= document.documentElement.clientWidth - 1 && box.height < window.innerHeight / 4;
    });
    // The bars stacked from the bottom of the viewport up, each on the one below.
    let clearBottom = window.innerHeight;
    const bottomBars: Element[] = [];
    for (let found = true; found; ) {
      // On the one below, not over it.
      const next = bars.find((bar) => !bottomBars.includes(bar) && Math.abs(bar.getBoundingClientRect().bottom - clearBottom) <= 1);
      found = next !== undefined;
      if (next) {
        bottomBars.push(next);
        clearBottom = Math.min(clearBottom, next.getBoundingClientRect().top);
      }
    }
    const floating = Array.from(document.querySelectorAll('button, a')).filter((el) => floatingNames.includes(nameOf(el)));
    const hidden: string[] = [];
    for (const button of floating) {
      const box = button.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (top === null || !button.contains(top)) hidden.push(label(button));
    }
    const controls = Array.from(document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="link"]')).filter(
      (el) => !floating.some((button) => button.contains(el) || el.contains(button)) && !bottomBars.some((bar) => bar.contains(el)) && getComputedStyle(el).visibility !== 'hidden',
    );
    const overlaps: Overlap[] = [];
    for (const button of floating) {
      const f = button.getBoundingClientRect();
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        if (c.width === 0 || c.height === 0) continue;
        // The part of the control a player sees: inside the viewport, above the bottom bars.
        const shown = { left: Math.max(c.left, 0), right: Math.min(c.right, window.innerWidth), top: Math.max(c.top, 0), bottom: Math.min(c.bottom, clearBottom) };
        const width = Math.min(shown.right, f.right) - Math.max(shown.left, f.left);
        const height = Math.min(shown.bottom, f.bottom) - Math.max(shown.top, f.top);
        if (width > 0 && height > 0) overlaps.push({ floating: label(button), control: label(control) });
      }
    }
    // At the end of the page nothing stays under the bars: the page keeps their height free.
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const underBars = atEnd ? controls.filter((control) => control.getBoundingClientRect().bottom > clearBottom + 1).map(label) : [];
    return { hidden, overlaps, underBars };
  }, names);
}

describe('the floating buttons of home never cover a control (#33 item 9)', () => {
  const phone = phoneSession();

  it.each([320, 375, 390, 430])('at %i px wide, at the top of the page, half way and at its end', async (width) => {
    const player = await registerPlayer(phone.server);
    const page = await phone.newPage({ width, height: width === 320 ? 568 : 844 });
    // The announcement of the first visit is a modal over everything: seen already.
    await page.addInitScript(() => {
      sessionStorage.setItem('index-modal-seen', '1');
    });
    await openAs(page, phone.server, player, '/');
    await page.getByRole('button', { name: '优惠活动' }).locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.locator('.game-grid a, .game-grid button').first().waitFor();
    for (const name of FLOATING) await page.getByRole('button', { name }).waitFor();

    const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const [at, y] of [
      ['top', 0],
      ['middle', Math.round(scrollable / 2)],
      ['end', scrollable],
    ] as const) {
      await page.evaluate((top) => {
        window.scrollTo(0, top);
      }, y);
      await keepScreenshot(page, `home-floating-${String(width)}-${at}`);
      expect(await coveredControls(page, FLOATING), `${String(width)} px, scrolled to the ${at}`).toEqual({ hidden: [], overlaps: [], underBars: [] });
    }
  });
});
