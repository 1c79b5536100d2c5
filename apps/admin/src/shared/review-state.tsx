import { Tag } from 'antd';

const STATE_TAGS = {
  pending: { color: 'processing', label: '待审核' },
  approved: { color: 'success', label: '已通过' },
  refused: { color: 'error', label: '已拒绝' },
} as const;

/** A queue row's state as a coloured tag. */
export function ReviewStateTag({ state }: { state: keyof typeof STATE_TAGS }) {
  const tag = STATE_TAGS[state];
  return <Tag color={tag.color}>{tag.label}</Tag>;
}

/** The state filter's choices of the deposit queue; the withdrawal queue adds the four-eyes one. */
export const DEPOSIT_STATE_OPTIONS = [
  { value: 'pending', label: '待审核' },
  { value: 'approved', label: '已通过' },
  { value: 'refused', label: '已拒绝' },
] as const;
