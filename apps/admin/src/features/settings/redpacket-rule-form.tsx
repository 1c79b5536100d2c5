import type { adminRedpacketRules } from '@casino/contract/calls/redpacket';
import type { DataOf } from '@casino/contract/call';
import { checkRedpacketRule } from '@casino/contract/rules/admin-redpacket-rule';
import { formatBeijingTime } from '@casino/contract/time';
import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { useCheckedSave } from '../../shared/use-checked-save';

export type RedpacketRule = DataOf<typeof adminRedpacketRules>['data'][number];

/** The wire's time text; the picker shows and edits it as it is (Beijing wall-clock time), whatever the browser's zone. */
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Fields {
  window: [Dayjs | null, Dayjs | null] | null;
  day_flow: string;
  flow_money: string;
  draws: string;
  prize_min: string;
  prize_max: string;
  enabled: boolean;
}

/** The rule as the contract's checkRedpacketRule and the call take it. */
function ruleOf(fields: Fields) {
  const [start, end] = fields.window ?? [null, null];
  return {
    start_time: start?.format(TIME_FORMAT) ?? '',
    end_time: end?.format(TIME_FORMAT) ?? '',
    day_flow: fields.day_flow.trim(),
    flow_money: fields.flow_money.trim(),
    draws: fields.draws.trim(),
    prize_min: fields.prize_min.trim(),
    prize_max: fields.prize_max.trim(),
    enabled: fields.enabled,
  };
}

/** A new rule: open from now (Beijing, whatever the browser's zone) for 30 days. */
function emptyFields(): Fields {
  const now = dayjs(formatBeijingTime(Date.now())).startOf('minute');
  return { window: [now, now.add(30, 'day')], day_flow: '', flow_money: '', draws: '1', prize_min: '', prize_max: '', enabled: true };
}

/** 新增红包规则 / 编辑红包规则: the contract's checkRedpacketRule (the server runs it too) before the call. */
export function RedpacketRuleForm({ rule, onClose, onSaved }: { rule: RedpacketRule | 'new'; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: (fields: Fields) => checkRedpacketRule(ruleOf(fields)),
    send: (fields: Fields) => adminCall('adminSaveRedpacketRule', { ...(rule === 'new' ? {} : { id: rule.id }), ...ruleOf(fields) }),
    onSaved,
  });
  const initial: Fields =
    rule === 'new'
      ? emptyFields()
      : {
          window: [dayjs(rule.start_time), dayjs(rule.end_time)],
          day_flow: String(rule.day_flow),
          flow_money: String(rule.flow_money),
          draws: String(rule.draws),
          prize_min: String(rule.prize_min),
          prize_max: String(rule.prize_max),
          enabled: rule.enabled,
        };
  return (
    <FormModal<Fields> title={rule === 'new' ? '新增红包规则' : '编辑红包规则'} name="redpacket_rule" initialValues={initial} onFinish={save} saving={saving} onClose={onClose}>
      <Form.Item label="活动时间（北京时间）" name="window">
        <DatePicker.RangePicker showTime format={TIME_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="前一日存款最低（元）" name="day_flow" extra="前一日12:00至当日10:00的存款在此范围内的会员，当日可抽奖">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="前一日存款最高（元）" name="flow_money">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="抽奖次数" name="draws" extra="多条规则同时适用时，按次数最多的一条">
        <Input inputMode="numeric" maxLength={2} />
      </Form.Item>
      <Form.Item label="红包最小金额（元）" name="prize_min">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="红包最大金额（元）" name="prize_max">
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label="启用" name="enabled" valuePropName="checked" extra="停用后会员端不再显示此规则，也不再按它抽奖">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
