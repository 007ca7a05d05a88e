import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { RecordDialog } from './record-dialog.tsx';

type Shot = { vaccine?: string; dose?: string };

async function open(send: (items: Shot[]) => Promise<unknown>, onSaved = vi.fn()) {
  await renderPage(
    <RecordDialog<Shot>
      title="Shots"
      name="shots"
      testId="shot-items"
      initial={[{ vaccine: 'MMR', dose: '1' }]}
      newItem={{ dose: '1' }}
      sameKey="vaccine"
      send={send}
      onClose={() => {}}
      onSaved={onSaved}
    >
      {(field) => (
        <Form.Item name={[field.name, 'vaccine']} label="Vaccine" rules={[{ required: true }]}>
          <Input data-testid="vaccine" />
        </Form.Item>
      )}
    </RecordDialog>,
    { route: '/health/check/history', session: schoolSession({ permissions: [] }) },
  );
  return screen.findByRole('dialog');
}
const ok = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));

describe('record dialog (the person-record kit)', () => {
  it('marks an item repeating an earlier one and sends nothing; then sends the whole list', async () => {
    const send = vi.fn(async (_items: Shot[]) => ({ count: 2 }));
    const onSaved = vi.fn();
    const dialog = await open(send, onSaved);
    await userEvent.click(within(dialog).getByTestId('add-item'));
    const fields = within(dialog).getAllByTestId('vaccine');
    await userEvent.type(fields[1], ' MMR ');
    await ok(dialog);
    expect(await within(dialog).findByText('与前面的项目重复')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(fields[1]);
    await userEvent.type(fields[1], 'BCG');
    await ok(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(send.mock.calls[0][0].map((x: Shot) => x.vaccine)).toEqual(['MMR', 'BCG']);
  });

  it('sends the list without what was removed here', async () => {
    const send = vi.fn(async (_items: Shot[]) => ({ count: 0 }));
    const dialog = await open(send);
    await userEvent.click(within(dialog).getByRole('button', { name: /删除|Remove/ }));
    await ok(dialog);
    await waitFor(() => expect(send).toHaveBeenCalledWith([]));
  });
});
