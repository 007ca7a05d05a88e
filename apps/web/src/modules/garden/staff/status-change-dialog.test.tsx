import { staffEndpoints as E } from '@kg/shared/modules/garden/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import type { StaffRow } from './staff-api.ts';
import { StatusChangeDialog, type StatusChangeKind } from './status-change-dialog.tsx';

const api = { request: fakeRequest() };

const row = {
  id: 12,
  realName: '李老师',
  mobile: '138****0000',
  avatarUrl: null,
  status: 1,
  allRange: false,
  isAdmin: false,
  gender: 2,
  postType: 2,
  jobTitle: null,
  entryDate: '2024-09-01',
  positions: [],
  roles: [],
  classes: [],
  departureDate: null,
  departureReason: null,
} satisfies StaffRow;

async function open(kind: StatusChangeKind, onDone = vi.fn()) {
  await renderPage(<StatusChangeDialog target={{ row, kind }} onClose={() => {}} onDone={onDone} />);
  return screen.findByRole('dialog');
}
const ok = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.departure, { id: 12, status: 2, departureDate: '2030-03-05' }], [E.entry, { id: 12, status: 1, entryDate: '2030-03-05' }]),
  );
  // 01:00 on 5 March in China, still the 4th in the test's zone (New York): only Date is faked
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-04T17:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('departure and re-entry dialog', () => {
  it("offers China's today, not the browser's, and sends the day shown", async () => {
    const onDone = vi.fn();
    const dialog = await open('departure', onDone);
    expect(within(dialog).getByLabelText<HTMLInputElement>('离职日期').value).toBe('2030-03-05');
    await ok(dialog);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('departure'));
    expect(api.request).toHaveBeenCalledWith(E.departure.path, { data: { id: 12, date: '2030-03-05' } });
  });

  it('asks to select the day when it is cleared, and sends nothing (the server requires it too)', async () => {
    const dialog = await open('entry');
    // the picker's own clear button (shown on hover: jsdom has no hover, so the events go straight to it)
    const clear = dialog.querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(within(dialog).getByLabelText<HTMLInputElement>('入职日期').value).toBe('');
    await ok(dialog);
    expect(await within(dialog).findByText('请选择入职日期')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('marks a day the server refuses under the picker', async () => {
    api.request.mockImplementation(async () => {
      throw new ApiError('common-0400', 400, '不能早于上一次入职/离职日期 2030-03-06', { field: 'date' });
    });
    const dialog = await open('departure');
    await ok(dialog);
    const error = await within(dialog).findByText('不能早于上一次入职/离职日期 2030-03-06');
    expect(error.closest('.ant-form-item')!.contains(within(dialog).getByLabelText('离职日期'))).toBe(true);
  });
});
