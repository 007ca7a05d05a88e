import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import { TablePagination } from './table-pagination.tsx';

beforeAll(() => useLanguage('zh'));

describe('table pagination', () => {
  it('is hidden when everything fits on one page', () => {
    const { rerender } = render(<TablePagination total={20} onChange={vi.fn()} />);
    expect(screen.queryByTestId('table-pagination')).toBeNull();
    rerender(<TablePagination total={0} onChange={vi.fn()} />);
    expect(screen.queryByTestId('table-pagination')).toBeNull();
    rerender(<TablePagination total={21} onChange={vi.fn()} />);
    expect(screen.getByTestId('table-pagination')).toBeTruthy();
  });

  it('defaults to page 1 of size 20 and lays out total, sizes, pager and jumper in order', () => {
    render(<TablePagination total={45} onChange={vi.fn()} />);
    const bar = screen.getByTestId('table-pagination');
    expect(bar.textContent).toMatch(/^共 45 条20 条\/页.*123.*跳至页$/);
    expect(bar.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
    const order = ['共 45 条', '20 条/页', '上一页', '下一页', '跳至'].map((s) => bar.innerHTML.indexOf(s));
    expect(order.every((p, i) => p >= 0 && (i === 0 || p > order[i - 1]))).toBe(true);
  });

  it('calls back with the new page', async () => {
    const onChange = vi.fn();
    render(<TablePagination total={45} pageNum={1} pageSize={20} onChange={onChange} />);
    await userEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(2, 20);
    await userEvent.click(screen.getByTitle('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
  });

  it('offers sizes 10 and 20 and restarts at page 1 on a size change', async () => {
    const onChange = vi.fn();
    render(<TablePagination total={45} pageNum={3} pageSize={20} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: '每页条数' }));
    await screen.findAllByRole('option');
    const options = [...document.querySelectorAll('.ant-select-item-option')];
    expect(options.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页']);
    await userEvent.click(options[0]);
    expect(onChange).toHaveBeenCalledWith(1, 10);
  });

  it('jumps to a typed page', async () => {
    const onChange = vi.fn();
    render(<TablePagination total={100} pageSize={10} onChange={onChange} />);
    const jumper = screen.getByTestId('table-pagination').querySelector('.ant-pagination-options-quick-jumper input')!;
    await userEvent.type(jumper, '7');
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith(7, 10);
  });
});
