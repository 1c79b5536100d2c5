import { enforceHtmlPolicy, HTML_SANITIZE_CONFIG } from '@casino/contract/html-policy';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The contract's HTML policy, hooks included, as the player app applies it: the preview is what players will see.
const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', enforceHtmlPolicy);

/** A live preview of content HTML, always through the sanitizer, never raw. */
export function SafePreview({ html }: { html: string }) {
  const clean = useMemo(() => purify.sanitize(html, HTML_SANITIZE_CONFIG), [html]);
  return <div data-testid="content-preview" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, minHeight: 80, maxWidth: 375 }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
