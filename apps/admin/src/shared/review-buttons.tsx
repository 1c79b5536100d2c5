import { Button, Popconfirm, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { RefusalReason } from './refusal-reason';

interface ReviewButtonsProps {
  /** 通过's question, and what approving does. */
  approve: { title: string; description?: ReactNode };
  /** 拒绝's question; with `note`, what refusing does. Without `askReason: false` it asks an optional reason. */
  refuse: { title: string; note?: string; askReason?: boolean };
  /** Some review of the queue is running: every row's buttons wait. */
  running: boolean;
  /** This row's review in flight: its approval (true) or refusal (false). */
  pending: boolean | undefined;
  /** Confirmed: the review, with the reason typed ('' for none, and for an approval). */
  onReview: (approve: boolean, reason: string) => void;
}

/** A queue row's 通过 and 拒绝, each asked first; the reason of a refusal starts empty each time it is asked. */
export function ReviewButtons({ approve, refuse, running, pending, onReview }: ReviewButtonsProps) {
  const [reason, setReason] = useState('');
  return (
    <Space>
      <Popconfirm title={approve.title} description={approve.description} onConfirm={() => onReview(true, '')}>
        <Button type="primary" size="small" disabled={running} loading={pending === true}>
          通过
        </Button>
      </Popconfirm>
      <Popconfirm
        title={refuse.title}
        description={refuse.askReason === false ? refuse.note : <RefusalReason note={refuse.note} value={reason} onChange={setReason} />}
        onOpenChange={(open) => open && setReason('')}
        onConfirm={() => onReview(false, reason)}
      >
        <Button danger size="small" disabled={running} loading={pending === false}>
          拒绝
        </Button>
      </Popconfirm>
    </Space>
  );
}
