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
  /** Keeps digits only, with the numeric keyboard (card numbers, pay passwords, amounts). */
  digits?: boolean;
  autoComplete?: string;
  readOnly?: boolean;
  /** Shown after the input (a captcha image, a unit, a button). */
  children?: ReactNode;
}

/** One labelled input of a form. */
export function Field({ label, value, onChange, digits = false, maxLength, children, ...input }: FieldProps) {
  return (
    <label className="form-field">
      <span className="form-field-label">{label}</span>
      <Input
        {...input}
        value={value}
        // A digits field cuts after dropping the other characters: a pasted "65a4321" keeps 6 digits.
        maxLength={digits ? undefined : maxLength}
        inputMode={digits ? 'numeric' : undefined}
        onChange={(typed) => {
          onChange(digits ? typed.replace(/\D/g, '').slice(0, maxLength) : typed);
        }}
        aria-label={label}
      />
      {children}
    </label>
  );
}
