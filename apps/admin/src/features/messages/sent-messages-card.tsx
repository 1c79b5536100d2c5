import type { DataOf } from '@casino/contract/call';
import type { adminSentMessages } from '@casino/contract/calls/inbox';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { ResourceTable } from '../../shared/resource-table';
import { useListParams } from '../../shared/use-list-params';
import { usePageWithinList } from '../../shared/use-page-within-list';
import { sentMessagesQuery } from './api';

type SentMessage = DataOf<typeof adminSentMessages>['data'][number];

/** To whom a send went, as an operator reads it. */
function recipientText(sent: SentMessage): string {
  if (sent.audience === 'all') return '全部会员';
  if (sent.audience === 'tier') return `${sent.recipient}（${String(sent.recipients ?? 0)}人）`;
  return sent.recipient;
}

/** 已发送: the messages operators sent, newest first, with their recipients and who sent them; the page in the address (sent_page). */
export function SentMessagesCard() {
  const list = useListParams({ prefix: 'sent_' });
  const sent = useQuery(sentMessagesQuery(list.params.page));
  usePageWithinList(sent.isPlaceholderData ? undefined : sent.data, list.setPage);
  return (
    <Card title="已发送" style={{ marginTop: 16 }}>
      <ResourceTable
        rowKey="id"
        query={sent}
        list={list}
        hideSinglePage
        countUnit="条"
        empty="暂无已发送的消息"
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '收件人', key: 'recipient', render: (_, row) => recipientText(row) },
          { title: '发送人', dataIndex: 'sent_by' },
          { title: '发送时间', dataIndex: 'sent_at' },
        ]}
      />
    </Card>
  );
}
