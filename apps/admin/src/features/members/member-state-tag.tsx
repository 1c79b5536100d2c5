import { Tag } from 'antd';

const STATE_TAGS = {
  normal: { label: '正常', color: 'green' },
  blocked: { label: '冻结', color: 'orange' },
  disabled: { label: '停用', color: 'red' },
} as const;

export type MemberState = keyof typeof STATE_TAGS;

export const STATE_OPTIONS = Object.entries(STATE_TAGS).map(([value, { label }]) => ({ value, label }));

export function MemberStateTag({ state }: { state: MemberState }) {
  const { label, color } = STATE_TAGS[state];
  return <Tag color={color}>{label}</Tag>;
}
