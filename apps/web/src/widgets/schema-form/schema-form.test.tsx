import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { SchemaForm, type SchemaFormProps } from './schema-form.tsx';
import type { FormField } from './types.ts';

beforeAll(() => useLanguage('zh'));

let form!: FormInstance;
function Harness(props: Omit<SchemaFormProps, 'form'>) {
  [form] = SchemaForm.useForm();
  return <SchemaForm form={form} {...props} />;
}
const validate = () =>
  act(() =>
    form.validateFields().then(
      () => null,
      (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
    ),
  );

const fields: FormField[] = [
  { key: 'name', label: '姓名', component: 'input', rules: [{ required: true }], title: '基本信息' },
  {
    key: 'gender',
    label: '性别',
    component: 'select',
    rules: [{ required: true }],
    options: [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ],
  },
  { key: 'nation', label: '民族', component: 'select', options: [{ label: '汉族', value: 1 }] },
  { key: 'remark', label: '备注', component: 'input', rows: 3, colspan: 2 },
  { key: 'secret', label: '隐藏项', component: 'input', invisible: true },
];

describe('schema form', () => {
  it('marks required fields and asks 请填写/请选择 + label', async () => {
    render(<Harness fields={fields} />);
    expect(screen.getByText('基本信息')).toBeTruthy();
    const required = [...document.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(['姓名', '性别']);
    expect(await validate()).toEqual(['请填写姓名', '请选择性别']);
  });

  it('makes selects clearable unless required and renders rows as a text area', () => {
    render(<Harness fields={fields} initialValues={{ gender: 1, nation: 1 }} />);
    const cell = (key: string) => document.querySelector(`[data-field="${key}"]`)!;
    expect(cell('gender').querySelector('.ant-select-clear')).toBeNull();
    expect(cell('nation').querySelector('.ant-select-clear')).not.toBeNull();
    expect(cell('remark').querySelector('textarea')?.getAttribute('rows')).toBe('3');
  });

  it('leaves invisible fields out but keeps their values', async () => {
    render(<Harness fields={fields} initialValues={{ secret: 'x', name: '张三', gender: 2 }} />);
    expect(document.querySelector('[data-field="secret"]')).toBeNull();
    await validate();
    expect(form.getFieldsValue(true)).toMatchObject({ secret: 'x', name: '张三' });
  });

  it('shows a field depending on the entry', async () => {
    const dependent: FormField[] = [
      { key: 'hasAllergy', label: '过敏', component: 'switch' },
      { key: 'allergy', label: '过敏源', component: 'input', invisible: (e) => !e.hasAllergy },
    ];
    render(<Harness fields={dependent} />);
    expect(screen.queryByText('过敏源')).toBeNull();
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByText('过敏源')).toBeTruthy();
    expect(form.getFieldValue('hasAllergy')).toBe(true);
  });

  it('passes the whole entry to custom validators', async () => {
    const validator = vi.fn((value: unknown, entry: Record<string, unknown>) => (value === entry.name ? '不能与姓名相同' : undefined));
    render(
      <Harness
        fields={[fields[0], { key: 'nickname', label: '昵称', component: 'input', rules: [{ validator }] }]}
        initialValues={{ name: '张三', nickname: '张三' }}
      />,
    );
    expect(await validate()).toEqual(['不能与姓名相同']);
    expect(validator).toHaveBeenCalledWith('张三', expect.objectContaining({ name: '张三', nickname: '张三' }));
  });

  it('resets when the record content changes, not for an equal new object', async () => {
    const { rerender } = render(<Harness fields={fields} initialValues={{ name: '张三' }} />);
    await userEvent.type(screen.getByPlaceholderText('请填写姓名'), '丰');
    rerender(<Harness fields={fields} initialValues={{ name: '张三' }} />);
    expect(form.getFieldValue('name')).toBe('张三丰');
    rerender(<Harness fields={fields} initialValues={{ name: '李四' }} />);
    await waitFor(() => expect(form.getFieldValue('name')).toBe('李四'));
  });

  it('stores dates as YYYY-MM-DD and switches with custom values', async () => {
    const f: FormField[] = [
      { key: 'birthday', label: '生日', component: 'date' },
      { key: 'enabled', label: '启用', component: 'switch', switchValues: [0, 1] },
    ];
    render(<Harness fields={f} initialValues={{ birthday: '2020-05-06', enabled: 1 }} />);
    expect((screen.getByPlaceholderText('请选择生日') as HTMLInputElement).value).toBe('2020-05-06');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('switch'));
    expect(form.getFieldValue('enabled')).toBe(0);
    await userEvent.click(screen.getByPlaceholderText('请选择生日'));
    await userEvent.click(document.querySelector('td[title="2020-05-20"]')!);
    expect(form.getFieldValue('birthday')).toBe('2020-05-20');
  });

  it('writes a date range into key and endKey', async () => {
    const f: FormField[] = [{ key: 'startDate', endKey: 'endDate', label: '日期', component: 'date', rules: [{ required: true }] }];
    render(<Harness fields={f} initialValues={{ startDate: '2024-01-03', endDate: '2024-01-09' }} />);
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2024-01-03');
    expect((screen.getByPlaceholderText('结束日期') as HTMLInputElement).value).toBe('2024-01-09');
    await userEvent.click(screen.getByPlaceholderText('开始日期'));
    await userEvent.click(document.querySelectorAll('td[title="2024-01-10"]')[0]);
    await userEvent.click(document.querySelectorAll('td[title="2024-01-12"]')[0]);
    await waitFor(() => expect(form.getFieldsValue(true)).toMatchObject({ startDate: '2024-01-10', endDate: '2024-01-12' }));
  });
});
