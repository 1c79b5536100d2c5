import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HTML_POLICY_CASES } from '../../../packages/contract/test/html-policy-cases';
import { SafePreview } from '../src/shared/safe-preview';

const previewed = (html: string) => render(<SafePreview html={html} />).getByTestId('content-preview').innerHTML;

// The table the server's sanitizer and the player app's SafeHtml are run on: the operator previews what players see.
describe('SafePreview applies the contract HTML policy', () => {
  it.each(HTML_POLICY_CASES)('$name', ({ html, clean }) => {
    expect(previewed(html)).toBe(clean);
  });
});
