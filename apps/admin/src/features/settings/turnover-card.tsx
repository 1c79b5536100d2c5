import { checkTurnoverMultiple } from '@casino/contract/rules/admin-turnover';
import { formatHundredths } from '@casino/contract/rules/hundredths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { turnoverQuery } from './api';

interface Fields {
  multiple: string;
}

/** The form, filled with the multiple as read: the contract's checkTurnoverMultiple (the server's too) before the call. */
function TurnoverForm({ multiple }: { multiple: number }) {
  const queryClient = useQueryClient();
  const { save, saving } = useCheckedSave({
    check: checkTurnoverMultiple,
    send: (fields: Fields) => adminCall('adminSaveTurnoverMultiple', { multiple: fields.multiple.trim() }),
    refresh: () => queryClient.invalidateQueries(turnoverQuery),
  });
  return (
    <Form<Fields> name="turnover" aria-label="提现打码倍数" layout="vertical" style={{ maxWidth: 560 }} initialValues={{ multiple: formatHundredths(Math.round(multiple * 100)) }} onFinish={save} requiredMark={false}>
      <Form.Item label="打码倍数" name="multiple" extra="提现前需完成的有效投注 = 上次提现以来的存款 × 倍数；0 表示不要求打码。下一笔提现即按新倍数计算">
        <Input inputMode="decimal" maxLength={6} suffix="倍" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** 提现打码: the turnover multiple required before a withdrawal. */
export function TurnoverCard() {
  const turnover = useQuery(turnoverQuery);
  return (
    <Card title="提现打码">
      <QueryState query={turnover} />
      {/* Keyed by the multiple read, so the form shows it again after each save or refetch. */}
      {turnover.data && <TurnoverForm key={turnover.data.multiple} multiple={turnover.data.multiple} />}
    </Card>
  );
}
