import { Picker } from '../back-closes/overlays';
import { useMemo, useState } from 'react';
import './field.css';
import './picker-field.css';

export interface PickerOption {
  label: string;
  value: string;
}

export interface PickerFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly PickerOption[];
  placeholder: string;
  /** The options are still being read. */
  loading?: boolean;
}

/** A labelled choice from a list (a bank, a protocol), in antd-mobile's bottom picker; the value is kept in the form. */
export function PickerField({ label, value, onChange, options, placeholder, loading = false }: PickerFieldProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  // antd-mobile's Picker resets its wheel whenever `value` is a new array: keep one per chosen value.
  const pickerValue = useMemo(() => (chosen ? [chosen.value] : []), [chosen]);
  const columns = useMemo(() => [options.map((option) => ({ label: option.label, value: option.value }))], [options]);
  return (
    <div className="form-field">
      <span className="form-field-label">{label}</span>
      <button
        type="button"
        className={chosen ? 'form-field-picker' : 'form-field-picker form-field-picker-empty'}
        aria-label={label}
        aria-haspopup="listbox"
        onClick={() => {
          setOpen(true);
        }}
      >
        <span className="form-field-picker-text">{chosen?.label ?? placeholder}</span>
        <span className="form-field-picker-arrow" aria-hidden>
          ›
        </span>
      </button>
      <Picker
        title={label}
        columns={columns}
        value={pickerValue}
        loading={loading}
        visible={open}
        onClose={() => {
          setOpen(false);
        }}
        onConfirm={([picked]) => {
          if (typeof picked === 'string') onChange(picked);
        }}
      />
    </div>
  );
}
