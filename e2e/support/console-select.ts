import type { Page } from 'playwright-core';

/** Picks the option of the console's open antd select whose whole text is `label`, and sees the list close. */
export async function pickOption(page: Page, label: string): Promise<void> {
  const option = page.locator('.ant-select-item-option:visible').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  await option.click();
  await option.waitFor({ state: 'hidden' });
}
