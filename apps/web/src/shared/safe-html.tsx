import { enforceHtmlPolicy, HTML_SANITIZE_CONFIG } from '@casino/contract/html-policy';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', enforceHtmlPolicy);

/** The one place server HTML reaches the DOM: sanitized by DOMPurify with the contract's HTML policy. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purify.sanitize(html, HTML_SANITIZE_CONFIG), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
