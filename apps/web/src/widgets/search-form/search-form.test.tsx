import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_QUERY } from '../../kit/use-mobile.ts';
import { SchemaForm } from '../schema-form/schema-form.tsx';
import { useLanguage } from '../test-utils.ts';
import { textWidth } from '../util/text-width.ts';
import { LABEL_MIN, labelWidthOf, type SearchField, SearchForm } from './search-form.tsx';

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

  it('gives labels the width of the longest one, never under 80 px, so none wraps', async () => {
    const { unmount } = render(<SearchForm fields={fields} onSearch={vi.fn()} />);
    expect((document.querySelector('.ant-form-item-label') as HTMLElement).style.flex).toContain(`${LABEL_MIN}px`);
    unmount();
    const long: SearchField[] = [
      { key: 'studentNo', label: 'Student number', component: 'input' },
      { key: 'guardianPhone', label: 'Guardian phone', component: 'input' },
    ];
    render(<SearchForm fields={long} onSearch={vi.fn()} />);
    const width = labelWidthOf(long);
    expect(width).toBeGreaterThan(textWidth('Guardian phone'));
    for (const label of document.querySelectorAll<HTMLElement>('.ant-form-item-label')) expect(label.style.flex).toContain(`${width}px`);
  });

  it('keeps the buttons out of the filter grid, so no filter runs under them', () => {
    render(<SearchForm fields={fields} onSearch={vi.fn()} />);
    const buttons = screen.getByTestId('search-buttons');
    expect(screen.getByTestId('search-filters').contains(buttons)).toBe(false);
    expect(buttons.contains(screen.getByRole('button', { name: '查询' }))).toBe(true);
  });

  it('never shares a field id with an edit form on the same page', () => {
    render(
      <>
        <SearchForm fields={fields} onSearch={vi.fn()} />
        <SearchForm fields={fields} onSearch={vi.fn()} />
        <SchemaForm fields={[{ key: 'name', label: '姓名', component: 'input' }]} />
      </>,
    );
    expect(document.querySelectorAll('[id="name"]')).toHaveLength(1);
    const ids = [...document.querySelectorAll('input')].map((i) => i.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe('on a narrow screen', () => {
    const wide = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...wide(query), matches: query === MOBILE_QUERY });
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('shows the first filter and opens the others from "more filters", counting those in use', async () => {
      const onSearch = vi.fn();
      render(<SearchForm fields={fields} initialData={{ classId: 2 }} onSearch={onSearch} />);
      expect(screen.getByPlaceholderText('请填写姓名')).toBeTruthy();
      expect(screen.queryByRole('combobox')).toBeNull();
      const more = screen.getByTestId('search-more');
      expect(more.textContent).toBe('更多筛选（1）');
      await userEvent.click(more);
      expect(screen.getByRole('combobox')).toBeTruthy();
      expect(more.textContent).toBe('收起筛选');
      await userEvent.click(screen.getByRole('button', { name: '查询' }));
      // a filter folded away still searches with its value
      await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ classId: 2 }));
    });

    it('puts long labels above the filters, and keeps short ones beside them', () => {
      const { container, unmount } = render(
        <SearchForm fields={[{ key: 'phone', label: 'Guardian phone', component: 'input' }]} onSearch={vi.fn()} />,
      );
      expect(container.querySelector('form')!.className).toContain('ant-form-vertical');
      unmount();
      const short = render(<SearchForm fields={fields} onSearch={vi.fn()} />);
      expect(short.container.querySelector('form')!.className).toContain('ant-form-horizontal');
      // beside its filter, a label overrides antd's phone rule (min-width: 100%) that left the input no room
      expect((short.container.querySelector('.ant-form-item-label') as HTMLElement).style.minWidth).toBe('0px');
    });

    it('has nothing to fold for a single filter', () => {
      render(<SearchForm fields={fields.slice(0, 1)} onSearch={vi.fn()} />);
      expect(screen.queryByTestId('search-more')).toBeNull();
    });
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
