import { LeftOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PATHS } from '../../shared/paths';
import './game-frame.css';

/** A sandboxed frame with the back-to-home bar. The URL must already be checked (http(s) only). */
export function GameFrame({ url, title }: { url: string | undefined; title: string }) {
  return (
    <div className="game-frame">
      <header className="game-frame-bar">
        <Link to={PATHS.home} className="game-frame-back" aria-label="返回首页">
          <LeftOutline /> 返回首页
        </Link>
        <span className="game-frame-title">{title}</span>
      </header>
      {url ? (
        <iframe src={url} title={title} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" allow="autoplay; fullscreen" />
      ) : (
        <p className="game-frame-loading">正在跳转...</p>
      )}
    </div>
  );
}
