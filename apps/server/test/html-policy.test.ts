import { describe, expect, it } from 'vitest';
import { HTML_POLICY_CASES } from '../../../packages/contract/test/html-policy-cases';
import { sanitizeContentHtml } from '../src/platform/security/content-html';

// The same table the player app's SafeHtml is run on (apps/web/test/html-policy.test.tsx): what is stored is what is shown.
describe('content HTML is stored under the contract HTML policy', () => {
  it.each(HTML_POLICY_CASES)('$name', async ({ html, clean }) => {
    expect(await sanitizeContentHtml(html)).toBe(clean);
    expect(await sanitizeContentHtml(clean)).toBe(clean);
  });
});
