import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { SchemaForm } from './schema-form.tsx';
import type { FormField, PhoneChangeRequest } from './types.ts';

beforeAll(() => useLanguage('zh'));

const fields: FormField[] = [{ key: 'mobile', label: '手机号', component: 'phone', rules: [{ required: true }] }];
let form!: FormInstance;
function Harness({ record, onChangePhone }: { record: Record<string, unknown>; onChangePhone?: (r: PhoneChangeRequest) => void }) {
  [form] = SchemaForm.useForm();
  return <SchemaForm form={form} fields={fields} initialValues={record} onChangePhone={onChangePhone} />;
}
const input = () => screen.getByPlaceholderText('请填写手机号') as HTMLInputElement;
const errors = () =>
  act(() =>
    form.validateFields().then(
      () => [],
      (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
    ),
  );

describe('phone field', () => {
  it('takes at most 11 characters and checks the number', async () => {
    render(<Harness record={{}} />);
    expect(input().maxLength).toBe(11);
    expect(await errors()).toEqual(['手机号不能为空']);
    await userEvent.type(input(), '12812345678');
    expect(await errors()).toEqual(['请输入正确的手机号']);
    await userEvent.clear(input());
    await userEvent.type(input(), '138123456789');
    expect(input().value).toBe('13812345678');
    expect(await errors()).toEqual([]);
  });

  it('keeps an existing phone read-only once the record has an id, with a change action', async () => {
    const onChangePhone = vi.fn((r: PhoneChangeRequest) => r.setPhone('13900000000'));
    render(<Harness record={{ id: 5, mobile: '13812345678' }} onChangePhone={onChangePhone} />);
    expect(input().readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '更换手机号' }));
    expect(onChangePhone).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '13812345678', entry: expect.objectContaining({ id: 5 }) }),
    );
    expect(form.getFieldValue('mobile')).toBe('13900000000');
    expect(input().readOnly).toBe(true);
  });

  it('leaves the phone editable on a new record or a saved record without one', async () => {
    const { unmount } = render(<Harness record={{ mobile: '13812345678' }} onChangePhone={vi.fn()} />);
    expect(input().readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: '更换手机号' })).toBeNull();
    unmount();
    render(<Harness record={{ id: 5 }} onChangePhone={vi.fn()} />);
    await userEvent.type(input(), '13812345678');
    expect(input().readOnly).toBe(false);
  });

  it('accepts the masked phone of a saved record, which it cannot check', async () => {
    render(<Harness record={{ id: 5, mobile: '138****5678' }} onChangePhone={vi.fn()} />);
    expect(input().readOnly).toBe(true);
    expect(await errors()).toEqual([]);
  });
});
