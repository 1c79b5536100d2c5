import { ErrorBlock } from 'antd-mobile';

/** Shown alone while site_state is 0 (SPEC §4). */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return (
    <main className="maintenance" role="main">
      <ErrorBlock status="busy" fullPage title="网站维护中" description={tips} />
    </main>
  );
}
