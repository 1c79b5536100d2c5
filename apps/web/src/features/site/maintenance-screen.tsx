import { StatusScreen } from '../../shared/status-screen';

/** Shown alone while site_state is 0 (SPEC §4). */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return <StatusScreen title="网站维护中" description={tips} />;
}
