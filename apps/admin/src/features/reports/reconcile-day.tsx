import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { DAY_FORMAT } from '../../shared/day-range';

/** The Beijing day a reconciliation is of (never empty). */
export function ReconcileDay({ day, onChange }: { day: string; onChange: (day: string) => void }) {
  return (
    <DatePicker
      aria-label="对账日期"
      allowClear={false}
      value={dayjs(day)}
      onChange={(picked) => {
        if (picked) onChange(picked.format(DAY_FORMAT));
      }}
    />
  );
}
