import { Input } from 'antd';
import { type CSSProperties, useState } from 'react';
import { acceptsNumberText, numberFromText, splitFormat, textForValue } from './number-text.ts';

export interface NumberInputProps {
  value?: number | string | null;
  /** A number, or undefined when the input is blank. */
  onChange?: (value: number | undefined) => void;
  /** 0: integers only; n: at most n decimals; unset: any. */
  decimalPlaces?: number;
  /** Text around the input, the input standing at '{}': '每天{}次'. */
  format?: string;
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

/** Digits with an optional decimal point; other input is ignored (domain §5). */
export function NumberInput(props: NumberInputProps) {
  const { value, onChange, decimalPlaces, format, maxLength, placeholder, disabled, style, id } = props;
  const [typed, setTyped] = useState('');
  // without a value prop the input keeps its own text
  const text = 'value' in props ? textForValue(value, typed) : typed;
  const [left, right] = splitFormat(format);
  const input = (
    <Input
      id={id}
      aria-label={props['aria-label']}
      value={text}
      inputMode={decimalPlaces === 0 ? 'numeric' : 'decimal'}
      maxLength={maxLength}
      placeholder={placeholder}
      disabled={disabled}
      style={format ? { width: 120, ...style } : style}
      onChange={(e) => {
        const next = e.target.value;
        if (!acceptsNumberText(next, decimalPlaces)) return;
        setTyped(next);
        onChange?.(numberFromText(next));
      }}
    />
  );
  if (!format) return input;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {left && <span>{left}</span>}
      {input}
      {right && <span>{right}</span>}
    </span>
  );
}
