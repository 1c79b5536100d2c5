import type { ReactNode } from 'react';
import './record-row.css';

export type RecordTone = 'pending' | 'ok' | 'bad' | 'muted';

export interface RecordRowProps {
  title: ReactNode;
  /** Smaller lines under the title: time, order number. */
  details: readonly ReactNode[];
  amount: ReactNode;
  status?: string;
  tone?: RecordTone;
}

/** One row of a record list: what and when on the left, the amount and its state on the right. */
export function RecordRow({ title, details, amount, status, tone = 'muted' }: RecordRowProps) {
  return (
    <article className="record-row">
      <div className="record-row-main">
        <div className="record-row-title">{title}</div>
        {details.map((detail, index) => (
          <div key={index} className="record-row-detail">
            {detail}
          </div>
        ))}
      </div>
      <div className="record-row-side">
        <div className="record-row-amount">{amount}</div>
        {status !== undefined && <div className={`record-row-status record-row-${tone}`}>{status}</div>}
      </div>
    </article>
  );
}
