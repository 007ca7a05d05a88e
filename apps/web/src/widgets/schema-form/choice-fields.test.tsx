import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormInstance } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { imageFile, stored, useLanguage } from '../test-utils.ts';
import { SchemaForm, type SchemaFormProps } from './schema-form.tsx';
import type { DataItem, FormField } from './types.ts';

beforeAll(() => useLanguage('zh'));

let form!: FormInstance;
function Harness(props: Omit<SchemaFormProps, 'form'>) {
  [form] = SchemaForm.useForm();
  return <SchemaForm form={form} {...props} />;
}
const errors = () =>
  act(() =>
    form.validateFields().then(
      () => [],
      (e: { errorFields: { errors: string[] }[] }) => e.errorFields.flatMap((f) => f.errors),
    ),
  );

const items: DataItem[] = [
  {
    templateId: 1,
    templateName: '血型',
    isRequired: 1,
    contentId: null,
    templateContents: [
      { id: 11, content: 'A型' },
      { id: 12, content: 'B型' },
    ],
  },
  { templateId: 2, templateName: '兴趣', isRequired: false, contentId: 21, templateContents: [{ id: 21, content: '绘画' }] },
];

describe('choice fields', () => {
  it('renders one select per data item; required ones say 请选择 + name', async () => {
    render(<Harness fields={[{ key: 'dataItems', label: '数据项', component: 'dataItems' }]} initialValues={{ dataItems: items }} />);
    expect(screen.getByText('血型')).toBeTruthy();
    expect(screen.getByText('绘画')).toBeTruthy();
    expect(await errors()).toEqual(['请选择血型']);
    await userEvent.click(screen.getAllByRole('combobox')[0]);
    await userEvent.click(await screen.findByText('B型'));
    expect(await errors()).toEqual([]);
    expect(form.getFieldValue('dataItems')).toEqual([{ ...items[0], contentId: 12 }, items[1]]);
  });

  it('chooses several values in a multi-select and one in a radio group', async () => {
    const fields: FormField[] = [
      {
        key: 'tags',
        label: '标签',
        component: 'multiSelect',
        options: [
          { label: '甲', value: 'a' },
          { label: '乙', value: 'b' },
        ],
      },
      {
        key: 'isLocal',
        label: '本地',
        component: 'radio',
        options: [
          { label: '是', value: 1 },
          { label: '否', value: 0 },
        ],
      },
    ];
    render(<Harness fields={fields} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('甲'));
    await userEvent.click(screen.getAllByText('乙').at(-1)!);
    await userEvent.click(screen.getByLabelText('否'));
    expect(form.getFieldsValue(true)).toEqual({ tags: ['a', 'b'], isLocal: 0 });
  });

  it('treats an image with id 0 as missing for a required image field and uploads through the uploader', async () => {
    const uploader = vi.fn(async () => stored(8));
    render(
      <Harness
        fields={[{ key: 'photo', label: '照片', component: 'image', rules: [{ required: true }] }]}
        initialValues={{ photo: { id: '0', url: '' } }}
        uploader={uploader}
      />,
    );
    expect(await errors()).toEqual(['请选择照片']);
    await userEvent.upload(screen.getByTestId('file-input'), imageFile());
    await waitFor(() => expect(form.getFieldValue('photo')).toEqual(stored(8)));
    expect(await errors()).toEqual([]);
  });

  it('disables fields by a function of the entry', () => {
    const fields: FormField[] = [
      { key: 'type', label: '类型', component: 'input' },
      { key: 'other', label: '其他', component: 'input', disabled: (e) => e.type !== 'x' },
    ];
    render(<Harness fields={fields} initialValues={{ type: 'y' }} />);
    expect((screen.getByPlaceholderText('请填写其他') as HTMLInputElement).disabled).toBe(true);
  });

  it('places fields by colspan and rowspan on the grid, one column on narrow screens', () => {
    const fields: FormField[] = [
      { key: 'photo', label: '照片', component: 'image', rowspan: 3 },
      { key: 'address', label: '地址', component: 'input', colspan: 2 },
    ];
    const style = (k: string) => (document.querySelector(`[data-field="${k}"]`) as HTMLElement).style;
    const { unmount } = render(<Harness fields={fields} columns={3} />);
    expect(style('address').gridColumn).toBe('span 1');
    unmount();
    const wide = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    render(<Harness fields={fields} columns={3} />);
    expect(style('photo').gridRow).toBe('span 3');
    expect(style('address').gridColumn).toBe('span 2');
    wide.mockRestore();
  });
});
