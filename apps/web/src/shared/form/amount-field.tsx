import { Input } from 'antd-mobile';
import './field.css';

/** What a yuan amount input keeps of what was typed: digits and at most 2 decimals ("12.345" -> "12.34"). */
export function keepYuanText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

export interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** A labelled yuan amount input: the decimal keyboard, digits and at most 2 decimals. */
export function AmountField({ label, value, onChange, placeholder }: AmountFieldProps) {
  return (
    <label className="form-field">
      <span className="form-field-label">{label}</span>
      <Input
        value={value}
        placeholder={placeholder}
        inputMode="decimal"
        maxLength={16}
        onChange={(typed) => {
          onChange(keepYuanText(typed));
        }}
        aria-label={label}
      />
    </label>
  );
}
