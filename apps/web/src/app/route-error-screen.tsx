import { StatusScreen } from '../shared/status-screen';

/**
 * What any route shows instead of React Router's developer page when it fails to render: most often a
 * page chunk that could not load (offline, or a new release replaced it). Reloading fetches it again.
 */
export function RouteErrorScreen() {
  return (
    <StatusScreen title="页面加载失败" description="网络不稳定或网站已更新，请重新加载">
      <button type="button" className="status-retry" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </StatusScreen>
  );
}
