import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Space, type TableColumnsType } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, schoolSession } from '../test/render-page.tsx';
import { textWidth } from '../widgets/util/text-width.ts';
import { choiceKey } from './column-choice.ts';
import { CELL_PADDING, MAX_WIDTH, sizeColumns } from './column-sizing.tsx';
import { layoutColumns, PagedTable } from './paged-table.tsx';
import { ACTIONS_BUDGET } from './row-actions.tsx';
import type { PagedList } from './use-paged-list.ts';

interface Staff {
  id: number;
  name: string;
  mobile: string;
  entryDate: string;
  classes: string;
  roles: string;
  gender: string;
}

const rows: Staff[] = [
  {
    id: 1,
    name: '王老师',
    mobile: '139****0003',
    entryDate: '2014-09-01',
    classes: '苗苗一班、苗苗二班、果果一班、果果二班、星星一班、星星二班、月亮一班、月亮二班',
    roles: '园长',
    gender: '女',
  },
];
const listOf = <T,>(r: T[]): PagedList<T> => ({
  rows: r,
  total: r.length,
  loading: false,
  filters: {},
  setFilters: vi.fn(),
  pageNum: 1,
  pageSize: 20,
  setPage: vi.fn(),
  reload: vi.fn(),
});

const actions = (r: Staff) => (
  <Space size={0}>
    <Button type="link" data-testid="row-view">
      View
    </Button>
    <Button type="link" data-testid="row-edit">
      Edit
    </Button>
    <Button type="link" data-testid="row-authorize">
      Authorize
    </Button>
    <Button type="link" data-testid="row-reset-password">
      Reset password
    </Button>
    <Button type="link" danger data-testid="row-departure">
      {`Departure of ${r.name}`}
    </Button>
  </Space>
);
const columns: TableColumnsType<Staff> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'mobile', title: 'Mobile', dataIndex: 'mobile' },
  { key: 'gender', title: 'Gender', dataIndex: 'gender' },
  { key: 'entryDate', title: 'Entry date', dataIndex: 'entryDate', responsive: ['lg'] },
  { key: 'classes', title: 'Classes', dataIndex: 'classes' },
  { key: 'roles', title: 'Roles', render: (_, r) => <span>{r.roles}</span> },
  { key: 'actions', title: 'Actions', fixed: 'right', render: (_, r) => actions(r) },
];
/** Row actions a page draws itself: the table cannot read them. */
function OwnActions() {
  return null;
}
const t = ((k: string) => (k === 'kit.actions.more' ? 'More' : k)) as never;
const widthOf = (key: string) => (sizeColumns(columns, rows, t)!.columns.find((c) => c.key === key) as { width: number }).width;
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => localStorage.clear());

describe('paged table', () => {
  it('gives a date and a phone their whole width, and scrolls by the sum of the columns', () => {
    expect(widthOf('entryDate')).toBeGreaterThanOrEqual(textWidth('2014-09-01') + CELL_PADDING);
    expect(widthOf('mobile')).toBeGreaterThanOrEqual(textWidth('139****0003') + CELL_PADDING);
    const sized = sizeColumns(columns, rows, t)!;
    expect(sized.width).toBe(sized.columns.reduce((s, c) => s + Number(c.width), 0));
  });

  it('ends text wider than the column with an ellipsis and shows it whole on hover', async () => {
    expect(widthOf('classes')).toBe(MAX_WIDTH);
    await renderPage(<PagedTable list={listOf(rows)} columns={columns} testId="staff-table" />, { lang: 'en' });
    const cell = screen.getByTitle(rows[0].classes);
    expect(cell.closest('td')?.className).toContain('ellipsis');
  });

  it('leaves room for the row actions a page draws in a component of its own', () => {
    const own = columns.map((c) => (c.key === 'actions' ? { ...c, render: () => <OwnActions /> } : c));
    const col = sizeColumns(own, rows, t)!.columns.find((c) => c.key === 'actions') as { width: number };
    expect(col.width).toBe(ACTIONS_BUDGET + CELL_PADDING);
  });

  it('narrows wrapping text to fit the table, never below its longest word, and never a phone or date', () => {
    const guardian = [{ ...rows[0], roles: '林珍（Mother）135****5377 and 2 more' }];
    const natural = sizeColumns(columns, guardian, t)!;
    const fitted = layoutColumns(natural, natural.width - 100);
    const width = (s: typeof natural, key: string) => Number(s.columns.find((c) => c.key === key)!.width);
    expect(fitted.width).toBeLessThanOrEqual(natural.width - 100);
    expect(width(fitted, 'roles')).toBeLessThan(width(natural, 'roles'));
    expect(width(fitted, 'roles')).toBeGreaterThanOrEqual(textWidth('135****5377') + CELL_PADDING);
    for (const key of ['mobile', 'entryDate', 'actions']) expect(width(fitted, key)).toBe(width(natural, key));
    // a table that scrolls anyway keeps its widths (wrapping would only add lines)
    expect(layoutColumns(natural, 300).width).toBe(natural.width);
  });

  it('lets the fixed columns scroll with the rest where they would cover most of a narrow table', () => {
    const natural = sizeColumns(columns, rows, t)!;
    expect(layoutColumns(natural, 1200).columns.at(-1)!.fixed).toBe('right');
    expect(layoutColumns(natural, 320).columns.at(-1)!.fixed).toBeUndefined();
    // an unmeasured table (hidden, not laid out) keeps what the page asked for
    expect(layoutColumns(natural, 0).columns.at(-1)!.fixed).toBe('right');
  });

  it('keeps a width the page set', () => {
    const set = columns.map((c) => (c.key === 'name' ? { ...c, width: 99 } : c));
    expect((sizeColumns(set, rows, t)!.columns[0] as { width: number }).width).toBe(99);
  });

  it('shows the row actions that fit and the others under "more"', async () => {
    await renderPage(<PagedTable list={listOf(rows)} columns={columns} testId="staff-table" />, { lang: 'en' });
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByTestId('row-view')).toBeTruthy();
    expect(within(row).queryByTestId('row-departure')).toBeNull();
    await userEvent.click(within(row).getByTestId('row-more'));
    expect(await screen.findByTestId('row-departure')).toBeTruthy();
  });

  it('hides the columns a user unticks, remembered for that user and table', async () => {
    await renderPage(<PagedTable list={listOf(rows)} columns={columns} testId="staff-table" />, {
      lang: 'en',
      session: schoolSession({ accountId: 41 }),
    });
    // before any choice a column marked responsive follows the screen (none reached in jsdom)
    expect(headers()).not.toContain('Entry date');
    await userEvent.click(screen.getByTestId('column-chooser'));
    const panel = await screen.findByTestId('column-chooser-panel');
    await userEvent.click(within(panel).getByLabelText('Entry date'));
    await userEvent.click(within(panel).getByLabelText('Gender'));
    expect(headers()).toContain('Entry date');
    expect(headers()).not.toContain('Gender');
    expect(JSON.parse(localStorage.getItem(choiceKey(41, 'staff-table'))!)).toEqual(['gender']);
    expect(localStorage.getItem(choiceKey(42, 'staff-table'))).toBeNull();

    await userEvent.click(within(panel).getByTestId('column-chooser-reset'));
    expect(headers()).toContain('Gender');
    expect(localStorage.getItem(choiceKey(41, 'staff-table'))).toBeNull();
  });

  it('opens with the choice the user made before', async () => {
    localStorage.setItem(choiceKey(41, 'staff-table'), JSON.stringify(['mobile']));
    await renderPage(<PagedTable list={listOf(rows)} columns={columns} testId="staff-table" />, {
      lang: 'en',
      session: schoolSession({ accountId: 41 }),
    });
    expect(headers()).toEqual(['Name', 'Gender', 'Entry date', 'Classes', 'Roles', 'Actions']);
  });

  it('offers no chooser for a table of a few columns', async () => {
    await renderPage(<PagedTable list={listOf(rows)} columns={columns.slice(0, 3)} testId="small-table" />);
    expect(screen.queryByTestId('column-chooser')).toBeNull();
  });
});
