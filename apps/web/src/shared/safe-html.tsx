import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Raster images only: an svg behind a data: address is markup of its own. */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  const src = node.getAttribute('src');
  if (node.tagName === 'IMG' && src !== null && src.trim().toLowerCase().startsWith('data:') && !RASTER_DATA_IMAGE.test(src.trim())) {
    node.removeAttribute('src');
  }
});

const CONFIG = {
  // Foreign markup (svg, math) and anything that runs, submits, frames or restyles the app goes; so do
  // class, id and name, which could dress content as the app's own controls or clobber its globals.
  FORBID_TAGS: ['svg', 'math', 'template', 'noscript', 'style', 'form', 'input', 'button', 'select', 'textarea', 'iframe'],
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  // DOMPurify's default without its other schemes (ftp, sms, …): http(s), mailto, tel, or no scheme at all.
  // It also vets plain attribute values such as colspan="2", which have no scheme.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** The one place server HTML reaches the DOM: sanitized by DOMPurify, links and images to http(s) only, links opened outside the app. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => purify.sanitize(html, CONFIG), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
