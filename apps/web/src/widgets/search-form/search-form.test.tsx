import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { type SearchField, SearchForm } from './search-form.tsx';

beforeAll(() => useLanguage('zh'));

const fields: SearchField[] = [
  { key: 'name', label: '姓名', component: 'input' },
  {
    key: 'classId',
    label: '班级',
    component: 'select',
    options: [
      { label: '大一班', value: 1 },
      { label: '大二班', value: 2 },
    ],
  },
  { key: 'startDate', endKey: 'endDate', label: '日期', component: 'date' },
];

describe('search form', () => {
  it('asks 请填写 + label for text and 请选择 + label for the others', () => {
    render(<SearchForm fields={fields} onSearch={vi.fn()} />);
    expect(screen.getByPlaceholderText('请填写姓名')).toBeTruthy();
    expect(screen.getByText('请选择班级')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查询' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '清空' })).toBeTruthy();
  });

  it('lays out 80 px labels, filters on 21 columns and buttons on 3', () => {
    render(<SearchForm fields={fields} onSearch={vi.fn()} />);
    const label = document.querySelector('.ant-form-item-label') as HTMLElement;
    expect(label.style.flex).toContain('80px');
    const cols = document.querySelectorAll('form > .ant-row > .ant-col');
    expect([...cols].map((c) => c.className.match(/ant-col-lg-(\d+)/)?.[1])).toEqual(['21', '3']);
  });

  it('emits the form data on 查询, the date range split into key and endKey', async () => {
    const onSearch = vi.fn();
    render(<SearchForm fields={fields} initialData={{ startDate: '2024-01-01', endDate: '2024-01-31' }} onSearch={onSearch} />);
    await userEvent.type(screen.getByPlaceholderText('请填写姓名'), ' 张三 ');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: '张三', startDate: '2024-01-01', endDate: '2024-01-31' }));
  });

  it('clears: resets, emits clear and searches again', async () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    render(<SearchForm fields={fields} initialData={{ classId: 2 }} onSearch={onSearch} onClear={onClear} />);
    await userEvent.type(screen.getByPlaceholderText('请填写姓名'), '李');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ classId: 2 });
    expect((screen.getByPlaceholderText('请填写姓名') as HTMLInputElement).value).toBe('');
    expect(onClear.mock.invocationCallOrder[0]).toBeLessThan(onSearch.mock.invocationCallOrder[0]);
  });

  it('disables a field as a function of the form data', async () => {
    const dependent: SearchField[] = [
      { key: 'kind', label: '类型', component: 'input' },
      { key: 'detail', label: '详情', component: 'input', disabled: (d) => !d.kind },
    ];
    render(<SearchForm fields={dependent} onSearch={vi.fn()} />);
    const detail = screen.getByPlaceholderText('请填写详情') as HTMLInputElement;
    expect(detail.disabled).toBe(true);
    await userEvent.type(screen.getByPlaceholderText('请填写类型'), 'a');
    await waitFor(() => expect(detail.disabled).toBe(false));
  });

  it('emits a change event when planId changes', async () => {
    const onPlanChange = vi.fn();
    const plan: SearchField[] = [{ key: 'planId', label: '体检计划', component: 'select', options: [{ label: '春季体检', value: 7 }] }];
    render(<SearchForm fields={plan} onSearch={vi.fn()} onPlanChange={onPlanChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('春季体检'));
    expect(onPlanChange).toHaveBeenCalledWith(7, expect.objectContaining({ planId: 7 }));
  });

  it('re-initialises when the initial data changes', async () => {
    const { rerender } = render(<SearchForm fields={fields} initialData={{ name: '甲' }} onSearch={vi.fn()} />);
    const name = () => (screen.getByPlaceholderText('请填写姓名') as HTMLInputElement).value;
    expect(name()).toBe('甲');
    rerender(<SearchForm fields={fields} initialData={{ name: '乙' }} onSearch={vi.fn()} />);
    await waitFor(() => expect(name()).toBe('乙'));
  });

  it('translates placeholders and buttons in English', async () => {
    await useLanguage('en');
    render(<SearchForm fields={fields.slice(0, 1)} onSearch={vi.fn()} />);
    expect(screen.getByPlaceholderText('Please enter 姓名')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    await useLanguage('zh');
  });
});
