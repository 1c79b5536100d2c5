import { DATE_FILTERS, type DateFilterCode } from '@casino/contract/codes';
import { rebateStateLabel } from '@casino/contract/labels';
import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { RecordRow } from '../../shared/record-row';
import { useSession } from '../../shared/session';
import { SingleSelect } from '../../shared/single-select';
import { toast } from '../../shared/toast';
import { useClaimRebate } from './api/claim-rebate';
import { useRebateRecords, useRebateTotals } from './api/rebates';
import './rebate.css';

const DATE_OPTIONS = DATE_FILTERS.map((filter) => ({ label: filter.name, value: filter.code }));

/** The rebates tab of /meyList: 已领取 and 可领取 totals, the claim button, and the list with a date filter. */
export function RebateRecords() {
  const { token } = useSession();
  const [date, setDate] = useState<DateFilterCode>(1);
  const list = useRebateRecords(token, date);
  const totals = useRebateTotals(token);
  const claim = useClaimRebate();
  if (!token) return <LoginNeeded />;

  const onClaim = () => {
    // SPEC §5: nothing claimable is said here, without a call; with unknown totals the server decides.
    if (totals.data && totals.data.nojisuan <= 0) {
      toast.fail(MSG.noRebate);
      return;
    }
    claim.mutate(undefined, { onSuccess: (message) => toast.success(message || MSG.operationOk) });
  };

  return (
    <section aria-label="返水记录">
      <div className="rebate-summary">
        <div className="rebate-total">
          <span>已领取</span>
          <strong data-testid="rebate-claimed">{totals.data ? formatYuan(totals.data.jisuan) : '--'}</strong>
        </div>
        <div className="rebate-total">
          <span>可领取</span>
          <strong data-testid="rebate-claimable">{totals.data ? formatYuan(totals.data.nojisuan) : '--'}</strong>
        </div>
        <Button className="rebate-claim" color="primary" loading={claim.isPending} disabled={claim.isPending} onClick={onClaim}>
          立即领取
        </Button>
      </div>
      <SingleSelect label="时间" options={DATE_OPTIONS} value={date} onChange={setDate} />
      <PagedList
        list={list}
        renderItem={(rebate, index) => (
          <RecordRow
            key={index}
            title={rebate.gamename}
            details={rebate.state === 0 ? [rebate.created_at] : [rebate.created_at, `领取于 ${rebate.updated_at}`]}
            amount={formatYuan(rebate.money)}
            status={rebateStateLabel(rebate.state)}
            tone={rebate.state === 0 ? 'pending' : 'ok'}
          />
        )}
      />
    </section>
  );
}
