import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The player app's SafeHtml rules, so the preview shows what players will see (the server sanitizes on save too).
const CONFIG = {
  FORBID_TAGS: ['svg', 'math', 'template', 'noscript', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe'],
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** A live preview of content HTML, always through the sanitizer, never raw. */
export function SafePreview({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, CONFIG), [html]);
  return <div data-testid="content-preview" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, minHeight: 80, maxWidth: 375 }} dangerouslySetInnerHTML={{ __html: clean }} />;
}
