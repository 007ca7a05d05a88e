import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { EditDeleteActions } from './edit-delete-actions.tsx';
import { ACTIONS_GAP, RowActions, shownCount } from './row-actions.tsx';

const link = (id: string, label: string, onClick = vi.fn(), danger = false) => (
  <Button key={id} type="link" size="small" data-testid={id} danger={danger} onClick={onClick}>
    {label}
  </Button>
);

describe('row actions', () => {
  it('keeps every action in the row while they fit the budget', () => {
    expect(shownCount([30, 30, 30], 90 + 2 * ACTIONS_GAP, 40)).toBe(3);
  });

  it('shows a lone action rather than a "more" about as wide as itself', () => {
    expect(shownCount([36, 28, 80], 160, 57)).toBe(3);
    expect(shownCount([36, 28, 120], 160, 57)).toBe(2);
  });

  it('keeps as many as fit beside "more", and always at least one', () => {
    expect(shownCount([30, 30, 30, 30], 130, 40)).toBe(2);
    expect(shownCount([200, 30], 100, 40)).toBe(1);
  });

  it('shows four short Chinese actions in the row with no "more"', async () => {
    await renderPage(
      <RowActions>
        {[link('row-view', '查看'), link('row-edit', '编辑'), link('row-upgrade', '升级'), link('row-delete', '删除')]}
      </RowActions>,
    );
    expect(screen.getByTestId('row-delete')).toBeTruthy();
    expect(screen.queryByTestId('row-more')).toBeNull();
  });

  it('puts the actions that do not fit under "more" and runs them from there', async () => {
    const departure = vi.fn();
    await renderPage(
      <RowActions>
        {link('row-view', 'View')}
        {link('row-edit', 'Edit')}
        {false}
        {link('row-authorize', 'Authorize')}
        {link('row-reset-password', 'Reset password')}
        {link('row-departure', 'Departure', departure, true)}
      </RowActions>,
      { lang: 'en' },
    );
    expect(screen.getByTestId('row-view')).toBeTruthy();
    expect(screen.queryByTestId('row-departure')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /More/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('row-reset-password')).toBeTruthy();
    await userEvent.click(within(menu).getByTestId('row-departure'));
    expect(departure).toHaveBeenCalledTimes(1);
  });

  it('runs an action when its "more" entry is chosen beside the link', async () => {
    const departure = vi.fn();
    await renderPage(<RowActions budget={10}>{[link('row-view', 'View'), link('row-departure', 'Departure', departure)]}</RowActions>, {
      lang: 'en',
    });
    await userEvent.click(screen.getByTestId('row-more'));
    await userEvent.click((await screen.findAllByRole('menuitem'))[0]);
    expect(departure).toHaveBeenCalledTimes(1);
  });

  it('draws edit and delete through the row actions', async () => {
    const onDelete = vi.fn();
    await renderPage(<EditDeleteActions onEdit={vi.fn()} onDelete={onDelete} />);
    await userEvent.click(screen.getByTestId('row-delete'));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('row-edit').closest('.kg-row-actions')).toBeTruthy();
  });
});
