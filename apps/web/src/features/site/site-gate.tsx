import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAppInfo } from '../../api/queries/app-info';
import { StatusScreen } from '../../shared/status-screen';
import { MaintenanceScreen } from './maintenance-screen';

/** Loads the app info once; shows the maintenance screen alone while the site is down. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data, isPending, isError, refetch } = useAppInfo();
  if (isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '40vh 0' }} aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (isError) {
    return (
      <StatusScreen title="网络异常" description="请检查网络后点击重试">
        <button type="button" className="status-retry" onClick={() => void refetch()}>
          重试
        </button>
      </StatusScreen>
    );
  }
  if (data.site_state === 0) return <MaintenanceScreen tips={data.repair_tips} />;
  return children;
}
