import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../test-utils.ts';
import type { RangeNode } from './range-tree.ts';
import { RangeTreeDialog } from './range-tree-dialog.tsx';

beforeAll(() => useLanguage('zh'));

const TREE: RangeNode[] = [
  {
    nodeId: 's1',
    id: 1,
    name: '阳光第一幼儿园',
    type: 1,
    subList: [
      {
        nodeId: 'g1',
        id: 1,
        name: '大班',
        type: 2,
        subList: [
          { nodeId: 'c1', id: 1, name: '大一班', type: 3 },
          { nodeId: 'c2', id: 2, name: '大二班', type: 3 },
        ],
      },
      { nodeId: 'g2', id: 2, name: '中班', type: 2, subList: [{ nodeId: 'c3', id: 3, name: '中一班', type: 3 }] },
    ],
  },
];

const checkbox = (title: string) =>
  screen.getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (title: string) => checkbox(title).classList.contains('ant-tree-checkbox-checked');

describe('manage range dialog', () => {
  it('is 680 px wide and shows the school, grades and classes expanded', async () => {
    render(<RangeTreeDialog open tree={TREE} onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findByText('选择管理范围')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('680px');
    for (const name of ['阳光第一幼儿园', '大班', '大一班', '大二班', '中一班']) expect(screen.getByText(name)).toBeTruthy();
  });

  it('returns the chosen classes', async () => {
    const onOk = vi.fn();
    render(<RangeTreeDialog open tree={TREE} onOk={onOk} onCancel={vi.fn()} />);
    await userEvent.click(checkbox('大一班'));
    await userEvent.click(checkbox('中一班'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith({ wholeSchool: false, classIds: [1, 3] }, [
      expect.objectContaining({ name: '大一班' }),
      expect.objectContaining({ name: '中一班' }),
    ]);
  });

  it('checking the school returns the whole school', async () => {
    const onOk = vi.fn();
    render(<RangeTreeDialog open tree={TREE} onOk={onOk} onCancel={vi.fn()} />);
    await userEvent.click(checkbox('阳光第一幼儿园'));
    expect(isChecked('大二班')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith({ wholeSchool: true, classIds: [] }, []);
  });

  it('checks the stored range and loads the tree through a loader', async () => {
    const loadTree = vi.fn(async () => TREE);
    render(<RangeTreeDialog open loadTree={loadTree} value={{ wholeSchool: false, classIds: [2] }} onOk={vi.fn()} onCancel={vi.fn()} />);
    await screen.findByText('大二班');
    expect(isChecked('大二班')).toBe(true);
    expect(isChecked('大一班')).toBe(false);
    expect(loadTree).toHaveBeenCalledTimes(1);
  });

  it('asks for a choice when nothing is checked', async () => {
    const onOk = vi.fn();
    render(<RangeTreeDialog open tree={TREE} onOk={onOk} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择管理范围')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('says so when the school has no classes', async () => {
    render(<RangeTreeDialog open tree={[]} onOk={vi.fn()} onCancel={vi.fn()} />);
    await waitFor(() => expect(screen.getByText('暂无可选的班级')).toBeTruthy());
  });
});
