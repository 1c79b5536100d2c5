import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useAppInfo, useMaintenanceSignal } from '../../api/queries/app-info';
import { StatusScreen } from '../../shared/status-screen';
import { MaintenanceScreen } from './maintenance-screen';

/**
 * Loads the app info once; shows the maintenance screen alone while the site is down, and 网络异常 when
 * it cannot be reached (offline, React Query pauses the call instead of failing it: that is 网络异常 too).
 * A maintenance answer of any call shows the maintenance screen at once; while it is up the app info is
 * asked again every 15 s, and the app comes back when the site does. `serviceChat` is the service chat the
 * maintenance screen opens (客服).
 */
export function SiteGate({ children, serviceChat }: { children: ReactNode; serviceChat?: ReactNode }) {
  useMaintenanceSignal();
  const { data, isPending, isError, fetchStatus, refetch } = useAppInfo();
  const unreachable = isError || (isPending && fetchStatus === 'paused');
  // The whole app mounts when the app info arrives. The query's update renders at once, in one long task
  // that a phone cannot interrupt; the splash is kept for that render, and the app mounts in a
  // deferred render that yields to the browser between components.
  const loading = useDeferredValue(isPending, true);
  useEffect(() => {
    if (!unreachable) return;
    // Back online, the app carries on by itself.
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
    };
  }, [unreachable, refetch]);
  if (unreachable) {
    return (
      <StatusScreen title="网络异常" description="请检查网络后点击重试">
        <button type="button" className="status-retry" onClick={() => void refetch()}>
          重试
        </button>
      </StatusScreen>
    );
  }
  if (loading || isPending) {
    // The same splash as index.html's while the scripts load, so the screen does not change under the player.
    return (
      <div className="boot-splash" role="status">
        <div className="boot-splash-spinner" />
        加载中...
      </div>
    );
  }
  if (data.site_state === 0) return <MaintenanceScreen tips={data.repair_tips} serviceChat={serviceChat} />;
  return children;
}
