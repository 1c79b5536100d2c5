import { LeftOutline } from 'antd-mobile-icons';
import { Link } from './router';
import { frameSandbox } from './frame-sandbox';
import { PATHS } from './paths';
import './frame-screen.css';

/** A full-screen sandboxed frame with the back-to-home bar. The URL must already be checked (http(s) only). */
export function FrameScreen({ url, title }: { url: string | undefined; title: string }) {
  return (
    <div className="frame-screen">
      <header className="frame-screen-bar">
        <Link to={PATHS.home} className="frame-screen-back" aria-label="返回首页">
          <LeftOutline /> 返回首页
        </Link>
        <h1 className="frame-screen-title">{title}</h1>
      </header>
      {url ? (
        <iframe src={url} title={title} sandbox={frameSandbox(url)} allow="autoplay; fullscreen" />
      ) : (
        <p className="frame-screen-loading">正在跳转...</p>
      )}
    </div>
  );
}
