import { isCalendarDate } from '@casino/contract/rules/patterns';
import { DatePicker } from '../../shared/back-closes/overlays';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Field } from '../../shared/form/field';

const FORMAT = 'YYYY-MM-DD';
const EARLIEST = new Date(1920, 0, 1);
const FIRST_SHOWN = new Date(1990, 0, 1);

/** The birth date, chosen with a date picker and kept as YYYY-MM-DD (SPEC §5). */
export function BirthdayField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The read-only input inside is the control (focus, name); its clicks and keys bubble up here. */}
      <div
        className="birthday-field"
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') setOpen(true);
        }}
      >
        <Field label="生日" value={value} onChange={onChange} readOnly placeholder="请选择出生日期" />
      </div>
      <DatePicker
        title="出生日期"
        visible={open}
        min={EARLIEST}
        max={new Date()}
        defaultValue={isCalendarDate(value) ? dayjs(value).toDate() : FIRST_SHOWN}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(dayjs(date).format(FORMAT))}
      />
    </>
  );
}
