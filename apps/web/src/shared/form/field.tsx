import { isYuanPrefix } from '@casino/contract/money';
import { Input } from 'antd-mobile';
import type { ReactNode } from 'react';
import './field.css';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password';
  maxLength?: number;
  /** Keeps digits only, with the numeric keyboard (card numbers, pay passwords, mobiles). */
  digits?: boolean;
  /**
   * A yuan amount, with the decimal keyboard: at most 2 decimals. A change that does not start an amount
   * ("12a8", "1,500", a second point, a third decimal, past maxLength) is refused whole, never cut to one.
   */
  amount?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  /** Shown after the input (a captcha image, a unit, a button). */
  children?: ReactNode;
}

/** One labelled input of a form. */
export function Field({ label, value, onChange, digits = false, amount = false, maxLength, children, ...input }: FieldProps) {
  const kept = (typed: string): string => {
    if (digits) return typed.replace(/\D/g, '').slice(0, maxLength);
    if (!amount) return typed;
    // Dropping a character would change the number's size: 150.5 would become 1505.
    const trimmed = typed.trim();
    return isYuanPrefix(trimmed) && trimmed.length <= (maxLength ?? Infinity) ? trimmed : value;
  };
  return (
    <label className="form-field">
      <span className="form-field-label">{label}</span>
      <Input
        {...input}
        value={value}
        // A digits field cuts after dropping the other characters: a pasted "65a4321" keeps 6 digits. An
        // amount field refuses a change that is too long: the browser would cut a pasted number.
        maxLength={digits || amount ? undefined : maxLength}
        inputMode={digits ? 'numeric' : amount ? 'decimal' : undefined}
        onChange={(typed) => {
          onChange(kept(typed));
        }}
        aria-label={label}
      />
      {children}
    </label>
  );
}
