import { MSG } from '@casino/contract/messages';
import { checkBulkReview, REVIEW_REASON_MAX } from '@casino/contract/rules/admin-queue';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../api/call';

/** One row's answer of a bulk review: the row (order number), whether it was reviewed, and what the server said. */
export interface BulkOutcome {
  row: string;
  ok: boolean;
  message: string;
}

/** "3 成功，1 失败：W123 该订单已审核", and what a success said other than 操作成功！ (a first approval of a large withdrawal). */
export function bulkSummary(outcomes: readonly BulkOutcome[]): string {
  const succeeded = outcomes.filter((outcome) => outcome.ok);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  const notes = succeeded.filter((outcome) => outcome.message !== MSG.operationOk).map((outcome) => `${outcome.row} ${outcome.message}`);
  const failures = failed.map((outcome) => `${outcome.row} ${outcome.message}`);
  return [`${String(succeeded.length)} 成功，${String(failed.length)} 失败`, ...(failures.length > 0 ? [`：${failures.join('；')}`] : []), ...(notes.length > 0 ? [`。${notes.join('；')}`] : [])].join('');
}

/**
 * The selected rows of a queue approved or refused together (one reason for every refusal). The server
 * reviews each row as a single review would and answers each; the answer stays above the table until
 * closed, and the queue is asked again either way.
 */
export function BulkReviewBar({ selected, noun, send, onSettled }: { selected: number; noun: string; send: (approve: boolean, reason: string) => Promise<BulkOutcome[]>; onSettled: () => void }) {
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [summary, setSummary] = useState<{ text: string; allOk: boolean } | null>(null);
  const review = useMutation({
    mutationFn: ({ approve, reason: why }: { approve: boolean; reason: string }) => send(approve, why),
    onSuccess: (outcomes) => {
      setRefusing(false);
      setReason('');
      setSummary({ text: bulkSummary(outcomes), allOk: outcomes.every((outcome) => outcome.ok) });
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled,
  });
  const run = (approve: boolean) => {
    const broken = checkBulkReview({ rows: selected, approve, reason });
    if (broken) void message.error(broken);
    else review.mutate({ approve, reason: reason.trim() });
  };
  return (
    <>
      {summary && (
        <Alert role="status" style={{ marginBottom: 12 }} type={summary.allOk ? 'success' : 'warning'} showIcon closable={{ onClose: () => setSummary(null) }} title={`批量审核：${summary.text}`} />
      )}
      <Space style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">已选 {selected} 条</Typography.Text>
        <Popconfirm title={`通过选中的 ${String(selected)} 笔${noun}？`} onConfirm={() => run(true)} disabled={selected === 0}>
          <Button type="primary" disabled={selected === 0 || review.isPending} loading={review.isPending && review.variables.approve}>
            批量通过
          </Button>
        </Popconfirm>
        <Button danger disabled={selected === 0 || review.isPending} onClick={() => setRefusing(true)}>
          批量拒绝
        </Button>
      </Space>
      <Modal
        open={refusing}
        title={`拒绝选中的 ${String(selected)} 笔${noun}`}
        okText="拒绝"
        okButtonProps={{ danger: true }}
        confirmLoading={review.isPending}
        onOk={() => run(false)}
        onCancel={() => setRefusing(false)}
        destroyOnHidden
      >
        <Input.TextArea aria-label="拒绝原因" placeholder="拒绝原因（所有选中的记录共用）" rows={3} maxLength={REVIEW_REASON_MAX} showCount value={reason} onChange={(event) => setReason(event.target.value)} />
      </Modal>
    </>
  );
}
