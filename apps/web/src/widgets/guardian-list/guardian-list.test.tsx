import { GUARDIAN_MAX, studentAddInput } from '@kg/shared/modules/garden/children';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '../schema-form/schema-form.tsx';
import type { Entry, FormField } from '../schema-form/types.ts';
import { useLanguage } from '../test-utils.ts';
import { GuardianList } from './guardian-list.tsx';

beforeAll(() => useLanguage('zh'));

const rowFields = (validator?: (v: unknown, e: Entry) => string | undefined): FormField[] => [
  { key: 'name', label: '家长姓名', component: 'input', rules: [{ required: true }] },
  {
    key: 'relation',
    label: '关系',
    component: 'select',
    options: [
      { label: '父亲', value: 1 },
      { label: '母亲', value: 2 },
    ],
  },
  { key: 'mobile', label: '手机号', component: 'phone', rules: validator ? [{ validator }] : [] },
];

let form!: FormInstance;
function Harness({ guardians, validator }: { guardians?: Entry[]; validator?: (v: unknown, e: Entry) => string | undefined }) {
  [form] = SchemaForm.useForm();
  return (
    <SchemaForm form={form} fields={[]} initialValues={guardians ? { guardians } : undefined}>
      <GuardianList fields={rowFields(validator)} />
    </SchemaForm>
  );
}
const rows = () => screen.queryAllByTestId('guardian-row');
const errors = () =>
  act(() =>
    form.validateFields().then(
      () => [],
      (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
    ),
  );

describe('guardian list', () => {
  it('starts a new child with one blank guardian', () => {
    render(<Harness />);
    expect(rows()).toHaveLength(1);
    expect(form.getFieldValue('guardians')).toEqual([
      { id: null, accountId: null, isDirectGuardian: false, name: undefined, relation: undefined, mobile: undefined },
    ]);
  });

  it('appends a blank entry on add, keeping the others with their id and accountId', async () => {
    render(<Harness guardians={[{ id: 3, accountId: 30, name: '王五', relation: 1, isDirectGuardian: true }]} />);
    await userEvent.click(screen.getByRole('button', { name: /添加家长/ }));
    expect(rows()).toHaveLength(2);
    expect(form.getFieldValue('guardians')).toEqual([
      { id: 3, accountId: 30, name: '王五', relation: 1, isDirectGuardian: true },
      { id: null, accountId: null, isDirectGuardian: false, name: undefined, relation: undefined, mobile: undefined },
    ]);
  });

  it('refuses to remove the only guardian with 每个孩子最少需要保留一位家长！', async () => {
    render(<Harness guardians={[{ id: 3, name: '王五' }]} />);
    await userEvent.click(screen.getByRole('button', { name: '删除家长' }));
    expect(await screen.findByText('每个孩子最少需要保留一位家长！')).toBeTruthy();
    expect(rows()).toHaveLength(1);
  });

  it('removes one of several guardians', async () => {
    render(
      <Harness
        guardians={[
          { id: 3, name: '王五' },
          { id: 4, name: '赵六' },
        ]}
      />,
    );
    await userEvent.click(screen.getAllByRole('button', { name: '删除家长' })[0]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(form.getFieldValue('guardians')).toEqual([{ id: 4, name: '赵六' }]);
  });

  it('shows a numeric 0 as empty', () => {
    render(<Harness guardians={[{ id: 3, name: '王五', relation: 0 }]} />);
    const relation = document.querySelector('[data-field="relation"]')!;
    expect(relation.textContent).toContain('请选择关系');
    expect(relation.textContent).not.toContain('0');
  });

  it('checks each entry: required fields and validators receiving the entry', async () => {
    const validator = vi.fn((v: unknown, e: Entry) => (e.relation === 2 && !v ? '母亲需填写手机号' : undefined));
    render(<Harness guardians={[{ id: 3, name: '', relation: 2 }]} validator={validator} />);
    expect(await errors()).toEqual(['请填写家长姓名', '母亲需填写手机号']);
    expect(validator).toHaveBeenCalledWith(undefined, expect.objectContaining({ id: 3, relation: 2 }));
  });

  it('keeps a saved guardian phone read-only', () => {
    render(
      <Harness
        guardians={[
          { id: 3, name: '王五', mobile: '13812345678' },
          { id: null, name: '新', mobile: '13912345678' },
        ]}
      />,
    );
    const inputs = screen.getAllByPlaceholderText('请填写手机号') as HTMLInputElement[];
    expect(inputs.map((i) => i.readOnly)).toEqual([true, false]);
  });

  it('reports an empty list on submit', async () => {
    render(<Harness guardians={[]} />);
    expect(await errors()).toEqual(['每个孩子最少需要保留一位家长！']);
  });

  it('offers no more guardians than the child input takes (GUARDIAN_MAX, which the server refuses past)', async () => {
    const guardian = (id: number): Entry => ({ id, accountId: null, isDirectGuardian: false, name: `家长${id}`, relation: 1, mobile: '' });
    const many = Array.from({ length: GUARDIAN_MAX }, (_, i) => guardian(i + 1));
    expect(studentAddInput.shape.guardians.safeParse([...many, guardian(99)]).success).toBe(false);
    render(<Harness guardians={many.slice(1)} />);
    const add = screen.getByTestId('guardian-add') as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    await userEvent.click(add);
    await waitFor(() => expect(rows()).toHaveLength(GUARDIAN_MAX));
    expect((screen.getByTestId('guardian-add') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('guardian-add').getAttribute('title')).toBe(`每个孩子最多 ${GUARDIAN_MAX} 位家长`);
  });
});
