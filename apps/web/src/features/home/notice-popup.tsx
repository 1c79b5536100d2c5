import { Button } from '../../shared/antd-first-load';
import { useEffect } from 'react';
import { SafeHtml } from '../../shared/safe-html';

/**
 * The popup announcement (index_modal), shown on the first visit: a bottom sheet of our own markup, since
 * antd-mobile's Popup would bring its animation and gesture libraries to the home route.
 */
export function NoticePopup({ html, onClose }: { html: string; onClose: () => void }) {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.body.classList.add('sheet-open');
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.classList.remove('sheet-open');
    };
  }, [onClose]);
  return (
    <div className="sheet">
      <div className="sheet-mask" onClick={onClose} aria-hidden />
      <div className="sheet-body notice-popup" role="dialog" aria-modal="true" aria-labelledby="notice-popup-title">
        <h2 id="notice-popup-title">公告</h2>
        <SafeHtml html={html} className="notice-popup-body" />
        <Button block color="primary" onClick={onClose}>
          我知道了
        </Button>
      </div>
    </div>
  );
}
