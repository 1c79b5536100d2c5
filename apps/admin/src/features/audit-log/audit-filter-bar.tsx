import { Input, Select, Space } from 'antd';
import { ACTION_OPTIONS } from '@casino/contract/audit-actions';
import { DayRange } from '../../shared/day-range';
import type { AuditParams } from './api';

type Filters = Pick<AuditParams, 'admin' | 'action' | 'from' | 'to'>;

/** The log's filters: operator name (on search), action, Beijing days; each change asks for the first page again. */
export function AuditFilterBar({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        // Keyed by the URL's name so going back (or a link) shows the name it filters by, not a stale draft.
        key={filters.admin}
        aria-label="操作人"
        placeholder="操作人账号"
        allowClear
        defaultValue={filters.admin}
        style={{ width: 200 }}
        onSearch={(admin) => onChange({ admin: admin.trim() })}
      />
      <Select
        aria-label="操作类型"
        placeholder="操作类型"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 200 }}
        options={ACTION_OPTIONS}
        value={filters.action === '' ? undefined : filters.action}
        onChange={(action: string | undefined) => onChange({ action: action ?? '' })}
      />
      <DayRange from={filters.from} to={filters.to} onChange={onChange} />
    </Space>
  );
}
