import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { liveQueuesQuery, type LiveQueueName } from './api';

/** The count of a review queue beside its menu entry, as the live alerts last heard it; nothing when none wait. */
export function QueueBadge({ queue }: { queue: LiveQueueName }) {
  const { data } = useQuery({ ...liveQueuesQuery, enabled: false });
  const pending = data?.[queue]?.pending ?? 0;
  return <Badge count={pending} overflowCount={99} size="small" aria-label={`待审核 ${String(pending)} 笔`} style={{ marginInlineStart: 8 }} />;
}
