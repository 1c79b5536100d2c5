import type { RedPacketRule } from '@casino/contract/entities/redpacket';
import { formatYuan } from '@casino/contract/money';

/** The rules of SPEC §9 as a table: activity time, accumulated deposit, draw count. */
export function RulesTable({ rules }: { rules: readonly RedPacketRule[] }) {
  return (
    <table className="rules-table">
      <thead>
        <tr>
          <th scope="col">活动时间</th>
          <th scope="col">累计存款</th>
          <th scope="col">抽奖次数</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule, index) => (
          <tr key={index}>
            <td>
              {rule.start_time.slice(0, 10)}
              <br />至 {rule.end_time.slice(0, 10)}
            </td>
            <td>
              {formatYuan(rule.day_flow)}
              <br />~ {formatYuan(rule.flow_money)}
            </td>
            <td>{rule.recharge} 次</td>
          </tr>
        ))}
        {rules.length === 0 && (
          <tr>
            <td colSpan={3}>暂无活动</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
