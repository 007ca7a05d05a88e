import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { HistoryDialog } from './history-dialog.tsx';
import { HISTORY } from './records-api.ts';

const api = { request: fakeRequest() };
const conditions = [
  { id: 4, name: '哮喘', nameEn: 'Asthma', healthView: true, count: 2 },
  { id: 5, name: '湿疹', nameEn: 'Eczema', healthView: true, count: 0 },
];
const updatedAt = '2026-01-01T00:00:00.000Z';

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([HISTORY.addOrUpdateStuMedicalHistory, { count: 2 }]));
});

describe('medical history dialog', () => {
  it('sends a catalogue condition by id and a typed one by name; a repeat is marked, not sent', async () => {
    const onSaved = vi.fn();
    const child = {
      studentId: 7,
      name: '王小明',
      histories: [{ metadataId: 4, name: '哮喘', nameEn: 'Asthma', since: '2024-03-01', status: 1, note: null, updatedAt }],
    };
    await renderPage(<HistoryDialog child={child} conditions={conditions} onClose={() => {}} onSaved={onSaved} />, {
      route: '/health/check/history',
      session: schoolSession({ permissions: [H.history] }),
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('add-item'));
    const names = within(dialog)
      .getAllByRole('combobox')
      .filter((e) => e.closest('[data-testid="condition"]') || e.getAttribute('type') === 'search');
    await userEvent.type(names[names.length - 1], '哮喘');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('与前面的项目重复')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();
    await userEvent.clear(names[names.length - 1]);
    await userEvent.type(names[names.length - 1], '荨麻疹');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(HISTORY.addOrUpdateStuMedicalHistory.path, {
        data: {
          studentId: 7,
          histories: [
            { metadataId: 4, since: '2024-03-01', status: 1, note: null },
            { name: '荨麻疹', since: null, status: 1, note: null },
          ],
        },
        json: true,
      }),
    );
    expect(onSaved).toHaveBeenCalled();
  });
});
