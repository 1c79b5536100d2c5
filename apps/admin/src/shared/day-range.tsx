import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** Days as the lists' filters keep them in the address, and as the server reads them (Beijing days). */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** A range of days for a list's filter; an empty end ('') is an open one, and clearing the range empties both. */
export function DayRange({ from, to, onChange }: { from: string; to: string; onChange: (range: { from: string; to: string }) => void }) {
  return (
    <DatePicker.RangePicker
      aria-label="日期"
      value={[from === '' ? null : dayjs(from), to === '' ? null : dayjs(to)]}
      onChange={(days) => onChange({ from: days?.[0]?.format(DAY_FORMAT) ?? '', to: days?.[1]?.format(DAY_FORMAT) ?? '' })}
    />
  );
}
