import { enabledLabel } from '@casino/contract/labels';
import { Tag } from 'antd';

/** A setting's row in use (green 启用) or not (停用). */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  return <Tag color={enabled ? 'green' : undefined}>{enabledLabel(enabled)}</Tag>;
}
