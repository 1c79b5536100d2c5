import { MSG } from '@casino/contract/messages';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from '../../shared/router';
import { href, PATHS } from '../../shared/paths';
import { CopyRow } from './copy-row';

/** A bank transfer's order, made and waiting for review: its number, the way to the deposit records, and 完成. */
export function BankDepositSubmitted({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="bank-deposit-submitted" role="status">
      <Result status="success" title={MSG.depositSubmitted} description="请按订单号核对转账，到账以审核为准" />
      <CopyRow label="订单号" value={orderNo} />
      <div className="bank-deposit-submitted-actions">
        <Button block size="large" onClick={onDone}>
          完成
        </Button>
        <Button block size="large" color="primary" onClick={() => void navigate(href(PATHS.fundingRecords, { type: 1 }))}>
          查看记录
        </Button>
      </div>
    </div>
  );
}
