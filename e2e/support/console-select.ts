import type { Page } from 'playwright-core';

/**
 * Picks the option of the console's open antd select whose text is `label`, and sees the list close. A click
 * that lands while the list is still sliding in can be lost on a loaded machine; the list then stays open and
 * the option is clicked again (at most three times).
 */
export async function pickOption(page: Page, label: string | RegExp): Promise<void> {
  const text = typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label;
  const option = page.locator('.ant-select-item-option:visible').filter({ hasText: text });
  for (let attempt = 1; ; attempt += 1) {
    await option.click();
    try {
      await option.waitFor({ state: 'hidden', timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
