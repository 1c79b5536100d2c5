import { REVIEW_REASON_MAX } from '@casino/contract/rules/admin-queue';
import { Input, Typography } from 'antd';

/** A single refusal's question: what refusing does, and an optional reason kept on the row (shown under 已拒绝). */
export function RefusalReason({ note, value, onChange }: { note?: string; value: string; onChange: (reason: string) => void }) {
  return (
    <div style={{ width: 280 }}>
      {note !== undefined && <Typography.Paragraph style={{ marginBottom: 8 }}>{note}</Typography.Paragraph>}
      <Input aria-label="拒绝原因" placeholder="拒绝原因（选填）" maxLength={REVIEW_REASON_MAX} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
