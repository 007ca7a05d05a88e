import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { SchemaForm } from './schema-form.tsx';
import type { FormField } from './types.ts';

beforeAll(() => useLanguage('zh'));

const ID = '11010519491231002X';
const fields: FormField[] = [
  {
    key: 'cardType',
    label: '证件类型',
    component: 'select',
    options: [
      { label: '居民身份证', value: 1 },
      { label: '护照', value: 2 },
    ],
  },
  { key: 'idCardNo', label: '证件号码', component: 'input', idCard: true },
];
let form!: FormInstance;
function Harness({ canReveal, cardType = 1 }: { canReveal?: boolean; cardType?: number }) {
  [form] = SchemaForm.useForm();
  return <SchemaForm form={form} fields={fields} canReveal={canReveal} initialValues={{ cardType, idCardNo: ID }} />;
}
const input = () => screen.getByPlaceholderText('请填写证件号码') as HTMLInputElement;

describe('identity number input', () => {
  it('masks characters 7 to 14 of a resident ID and keeps it read-only', () => {
    render(<Harness />);
    expect(input().value).toBe('110105********002X');
    expect(input().readOnly).toBe(true);
  });

  it('offers no show toggle to users who may not reveal', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: '显示证件号码' })).toBeNull();
  });

  it('shows and hides the full number for users allowed to', async () => {
    render(<Harness canReveal />);
    await userEvent.click(screen.getByRole('button', { name: '显示证件号码' }));
    expect(input().value).toBe(ID);
    expect(input().readOnly).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '隐藏证件号码' }));
    expect(input().value).toBe('110105********002X');
  });

  it('does not mask other card types', () => {
    render(<Harness cardType={2} />);
    expect(input().value).toBe(ID);
  });

  it('lets a masked number be cleared and a new one typed, unmasked', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '清除证件号码' }));
    expect(form.getFieldValue('idCardNo')).toBe('');
    await userEvent.type(input(), '350212202103151234');
    expect(input().value).toBe('350212202103151234');
    expect(form.getFieldValue('idCardNo')).toBe('350212202103151234');
  });
});
