import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The one place server HTML reaches the DOM: sanitized, links opened outside the app. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
