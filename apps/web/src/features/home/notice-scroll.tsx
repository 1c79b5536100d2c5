import { SoundOutline } from '../../shared/antd-first-load';

/** The scrolling announcement line: a CSS animation (antd-mobile's NoticeBar would bring its library to the home route). */
export function NoticeScroll({ notices }: { notices: readonly string[] }) {
  const text = notices.join('　　');
  return (
    <div className="notice-scroll" role="region" aria-label="公告">
      <SoundOutline className="notice-scroll-icon" aria-hidden />
      <div className="notice-scroll-track">
        {/* About 4 characters a second, whatever the length. */}
        <span className="notice-scroll-text" style={{ animationDuration: `${String(Math.max(8, text.length / 4))}s` }}>
          {text}
        </span>
      </div>
    </div>
  );
}
