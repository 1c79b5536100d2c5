import { checkTurnoverMultiples } from '@casino/contract/rules/admin-turnover';
import { formatHundredths } from '@casino/contract/rules/hundredths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { turnoverQuery } from './api';

interface Multiples {
  multiple: number;
  redpacket: number;
  rebate: number;
  adjustment: number;
}
interface Fields {
  multiple: string;
  redpacket: string;
  rebate: string;
  adjustment: string;
}

/** Each multiple, what it applies to, as the form shows it. */
const FIELDS: readonly { name: keyof Multiples; label: string; extra: string }[] = [
  { name: 'multiple', label: '存款打码倍数', extra: '每笔存款审核通过后，会员需完成的有效投注 = 存款 × 倍数' },
  { name: 'redpacket', label: '红包打码倍数', extra: '领到的红包金额 × 倍数' },
  { name: 'rebate', label: '返水打码倍数', extra: '领取的返水 × 倍数；0 表示返水不要求打码' },
  { name: 'adjustment', label: '加款（奖金）打码倍数', extra: '后台以“奖金”加款的金额 × 倍数；“纠错”加款不要求打码' },
];

/** The form, filled with the multiples as read: the contract's checkTurnoverMultiples (the server's too) before the call. */
function TurnoverForm({ multiples }: { multiples: Multiples }) {
  const queryClient = useQueryClient();
  const { save, saving } = useCheckedSave({
    check: checkTurnoverMultiples,
    send: (fields: Fields) =>
      adminCall('adminSaveTurnoverMultiple', { multiple: fields.multiple.trim(), redpacket: fields.redpacket.trim(), rebate: fields.rebate.trim(), adjustment: fields.adjustment.trim() }),
    refresh: () => queryClient.invalidateQueries(turnoverQuery),
  });
  const shown = (multiple: number) => formatHundredths(Math.round(multiple * 100));
  const initialValues: Fields = { multiple: shown(multiples.multiple), redpacket: shown(multiples.redpacket), rebate: shown(multiples.rebate), adjustment: shown(multiples.adjustment) };
  return (
    <Form<Fields> name="turnover" aria-label="提现打码倍数" layout="vertical" style={{ maxWidth: 560 }} initialValues={initialValues} onFinish={save} requiredMark={false}>
      {FIELDS.map(({ name, label, extra }) => (
        <Form.Item key={name} label={label} name={name} extra={extra}>
          <Input inputMode="decimal" maxLength={6} suffix="倍" />
        </Form.Item>
      ))}
      <p className="form-note">各项要求累计计入会员的打码量，有效投注逐笔抵扣；0 表示该项不要求打码。新倍数只用于此后的入账，已计入的要求不变。</p>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** 提现打码: what each credit adds to the turnover a member must bet before a withdrawal. */
export function TurnoverCard() {
  const turnover = useQuery(turnoverQuery);
  return (
    <Card title="提现打码">
      <QueryState query={turnover} />
      {/* Keyed by the multiples read, so the form shows them again after each save or refetch. */}
      {turnover.data && <TurnoverForm key={JSON.stringify(turnover.data)} multiples={turnover.data} />}
    </Card>
  );
}
