import type { adminUsdtRates } from '@casino/contract/calls/site';
import type { DataOf } from '@casino/contract/call';
import { checkUsdtRates } from '@casino/contract/rules/admin-usdt';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input } from 'antd';
import { adminCall } from '../../api/call';
import { QueryState } from '../../shared/query-state';
import { useCheckedSave } from '../../shared/use-checked-save';
import { usdtRatesQuery } from './api';

type Rates = DataOf<typeof adminUsdtRates>;

const FIELDS: readonly { name: keyof Rates; label: string; extra: string }[] = [
  { name: 'usdt_rate', label: '充值汇率', extra: '1 USDT 折合人民币（元），最多4位小数' },
  { name: 'withdraw_usdt_rate', label: '提现汇率', extra: '1 USDT 折合人民币（元），最多4位小数' },
  { name: 'withdraw_fee_erc20', label: 'ERC20提现手续费', extra: 'USDT，可为0' },
  { name: 'withdraw_fee_trc20', label: 'TRC20提现手续费', extra: 'USDT，可为0' },
];

/** The form, filled with the rates as stored: the contract's checkUsdtRates (the server's too) before the call. */
function UsdtForm({ rates }: { rates: Rates }) {
  const queryClient = useQueryClient();
  const { save, saving } = useCheckedSave({
    check: checkUsdtRates,
    send: (fields: Rates) => adminCall('adminSaveUsdtRates', fields),
    refresh: () => queryClient.invalidateQueries(usdtRatesQuery),
  });
  return (
    <Form<Rates> name="usdt_rates" aria-label="USDT汇率与手续费" layout="vertical" style={{ maxWidth: 560 }} initialValues={rates} onFinish={save} requiredMark={false}>
      {FIELDS.map((field) => (
        <Form.Item key={field.name} label={field.label} name={field.name} extra={field.extra}>
          <Input inputMode="decimal" maxLength={11} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}

/** USDT汇率: what a USDT deposit is credited at and a USDT withdrawal paid at, and the chain fees. */
export function UsdtCard() {
  const rates = useQuery(usdtRatesQuery);
  return (
    <Card title="USDT汇率与手续费">
      <QueryState query={rates} />
      {/* Keyed by the values read, so the form shows them again after each save or refetch. */}
      {rates.data && <UsdtForm key={JSON.stringify(rates.data)} rates={rates.data} />}
    </Card>
  );
}
