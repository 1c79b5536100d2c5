import { LeftOutline } from './antd-first-load';
import './app-header.css';

/**
 * The screen's title bar: the title as the page's h1 and, on detail pages, a back button. Our own markup
 * rather than antd-mobile's NavBar, whose unnamed role="button" wrapper and div back arrow no assistive
 * technology can name or reach by keyboard.
 */
export function AppHeader({ title, onBack }: { title: string; onBack?: () => void }) {
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
      <div className="app-header-side" />
    </header>
  );
}
