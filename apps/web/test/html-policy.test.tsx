import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HTML_POLICY_CASES } from '../../../packages/contract/test/html-policy-cases';
import { SafeHtml } from '../src/shared/safe-html';

const shown = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild?.innerHTML;

// The same table the server's sanitizer is run on (apps/server/test/html-policy.test.ts): one policy, one output.
describe('SafeHtml applies the contract HTML policy', () => {
  it.each(HTML_POLICY_CASES)('$name', ({ html, clean }) => {
    expect(shown(html)).toBe(clean);
    expect(shown(clean)).toBe(clean);
  });
});
