import { LeftOutline } from './antd-first-load';
import { PATHS } from './paths';
import { Link } from './router';
import './app-header.css';

/**
 * The screen's title bar: the title as the page's h1, on detail pages a back button and, on the money
 * screens, 客服 (the service chat) on the right. Our own markup
 * rather than antd-mobile's NavBar, whose unnamed role="button" wrapper and div back arrow no assistive
 * technology can name or reach by keyboard.
 */
export function AppHeader({ title, onBack, service = false }: { title: string; onBack?: () => void; service?: boolean }) {
  return (
    <header className="app-header">
      <div className="app-header-side">
        {onBack && (
          <button type="button" className="adm-nav-bar-back" aria-label="返回" onClick={onBack}>
            <LeftOutline aria-hidden />
          </button>
        )}
      </div>
      <h1 className="app-header-title">{title}</h1>
      <div className="app-header-side app-header-end">
        {service && (
          <Link to={PATHS.kefu} className="app-header-service">
            客服
          </Link>
        )}
      </div>
    </header>
  );
}
