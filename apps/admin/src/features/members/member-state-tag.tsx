import { MEMBER_STATE_LABELS } from '@casino/contract/labels';
import { Tag } from 'antd';

const STATE_TAGS = {
  normal: { label: MEMBER_STATE_LABELS.normal, color: 'green' },
  blocked: { label: MEMBER_STATE_LABELS.blocked, color: 'orange' },
  disabled: { label: MEMBER_STATE_LABELS.disabled, color: 'red' },
} as const;

export type MemberState = keyof typeof STATE_TAGS;

export const STATE_OPTIONS = Object.entries(STATE_TAGS).map(([value, { label }]) => ({ value, label }));

export function MemberStateTag({ state }: { state: MemberState }) {
  const { label, color } = STATE_TAGS[state];
  return <Tag color={color}>{label}</Tag>;
}
