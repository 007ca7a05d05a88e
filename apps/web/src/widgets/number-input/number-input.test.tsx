import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './number-input.tsx';
import { acceptsNumberText, splitFormat } from './number-text.ts';

function Harness(props: NumberInputProps & { spy?: (v: number | undefined) => void; initial?: number }) {
  const [value, setValue] = useState<number | undefined>(props.initial);
  return (
    <NumberInput
      aria-label="n"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.spy?.(v);
      }}
    />
  );
}
const box = () => screen.getByLabelText('n') as HTMLInputElement;

describe('number input', () => {
  it('keeps only digits and one decimal point, giving numbers', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.type(box(), '1a2.5.x3');
    expect(box().value).toBe('12.53');
    expect(spy).toHaveBeenLastCalledWith(12.53);
    expect(spy).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('accepts integers only with decimalPlaces 0', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} decimalPlaces={0} />);
    await userEvent.type(box(), '3.7');
    expect(box().value).toBe('37');
    expect(spy).toHaveBeenLastCalledWith(37);
  });

  it('allows at most decimalPlaces decimals', async () => {
    render(<Harness decimalPlaces={2} />);
    await userEvent.type(box(), '1.2345');
    expect(box().value).toBe('1.23');
  });

  it('gives empty when cleared', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} initial={42} />);
    expect(box().value).toBe('42');
    await userEvent.clear(box());
    expect(spy).toHaveBeenLastCalledWith(undefined);
    expect(box().value).toBe('');
  });

  it('keeps a trailing decimal point while typing', async () => {
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await userEvent.type(box(), '5.');
    expect(box().value).toBe('5.');
    expect(spy).toHaveBeenLastCalledWith(5);
  });

  it('splits a format string into text left and right of the input', () => {
    render(<Harness format="每天{}次" />);
    expect(screen.getByText('每天')).toBeTruthy();
    expect(screen.getByText('次')).toBeTruthy();
    expect(splitFormat('迟到超过{}')).toEqual(['迟到超过', '']);
    expect(splitFormat(undefined)).toEqual(['', '']);
  });

  it('takes maxLength from the field', async () => {
    render(<Harness maxLength={3} />);
    await userEvent.type(box(), '12345');
    expect(box().value).toBe('123');
  });

  it('follows a value set from outside', () => {
    const { rerender } = render(<NumberInput aria-label="n" value={7} />);
    expect(box().value).toBe('7');
    rerender(<NumberInput aria-label="n" value={null} />);
    expect(box().value).toBe('');
    expect(acceptsNumberText('-1')).toBe(false);
  });
});

describe('number input without a value prop', () => {
  it('keeps its own text', async () => {
    const spy = vi.fn();
    render(<NumberInput aria-label="n" onChange={spy} />);
    await userEvent.type(box(), '8.5');
    expect(box().value).toBe('8.5');
    expect(spy).toHaveBeenLastCalledWith(8.5);
  });
});
