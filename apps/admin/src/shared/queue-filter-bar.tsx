import { checkQueueAmounts } from '@casino/contract/rules/admin-queue';
import { App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { DayRange } from './day-range';
import type { QueueParams } from './queue-list';

type Filters = Pick<QueueParams, 'state' | 'from' | 'to' | 'username' | 'kind' | 'min' | 'max'>;
interface Option {
  value: string;
  label: string;
}

/**
 * A review queue's filters: state, Beijing days, member (on search), channel or kind, and an amount range
 * in yuan applied with 筛选 once the contract's rule passes. Each change asks for the first page again.
 */
export function QueueFilterBar({
  filters,
  states,
  kinds,
  kindLabel,
  onChange,
}: {
  filters: Filters;
  states: readonly Option[];
  kinds: readonly Option[];
  kindLabel: string;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { message } = App.useApp();
  const [amounts, setAmounts] = useState({ min: filters.min, max: filters.max });
  const applyAmounts = () => {
    const broken = checkQueueAmounts(amounts);
    if (broken) void message.error(broken);
    else onChange({ min: amounts.min.trim(), max: amounts.max.trim() });
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select aria-label="状态" style={{ width: 170 }} options={[...states]} value={filters.state === '' ? (states[0]?.value ?? '') : filters.state} onChange={(state: string) => onChange({ state })} />
      <DayRange from={filters.from} to={filters.to} onChange={onChange} />
      <Input.Search
        // Keyed by the URL's name so going back (or a link) shows the member it filters by, not a stale draft.
        key={filters.username}
        aria-label="会员账号"
        placeholder="会员账号"
        allowClear
        defaultValue={filters.username}
        style={{ width: 180 }}
        onSearch={(username) => onChange({ username: username.trim() })}
      />
      <Select
        aria-label={kindLabel}
        placeholder={kindLabel}
        allowClear
        style={{ width: 160 }}
        options={[...kinds]}
        value={filters.kind === '' ? undefined : filters.kind}
        onChange={(kind: string | undefined) => onChange({ kind: kind ?? '' })}
      />
      <Space.Compact>
        <Input aria-label="最低金额" placeholder="最低金额（元）" style={{ width: 130 }} value={amounts.min} onChange={(event) => setAmounts({ ...amounts, min: event.target.value })} onPressEnter={applyAmounts} />
        <Input aria-label="最高金额" placeholder="最高金额（元）" style={{ width: 130 }} value={amounts.max} onChange={(event) => setAmounts({ ...amounts, max: event.target.value })} onPressEnter={applyAmounts} />
        <Button onClick={applyAmounts}>筛选</Button>
      </Space.Compact>
    </Space>
  );
}
