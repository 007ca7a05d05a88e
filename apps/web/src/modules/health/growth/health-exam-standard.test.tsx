import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { GROWTH_CUTOFFS } from '@kg/shared/modules/health/growth/growth-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { STANDARD } from './growth-api.ts';
import HealthExamStandardPage from './health-exam-standard.page.tsx';

const api = { request: fakeRequest() };

const standard = {
  reference: 'who' as const,
  references: ['who' as const],
  cutoffs: [...GROWTH_CUTOFFS],
  items: [
    { item: 'haemoglobin', unit: 'g/L', low: 110, high: null, isDefault: true },
    { item: 'bloodLead', unit: 'µg/L', low: 0, high: 99, isDefault: false },
  ],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([STANDARD.list, standard], [STANDARD.update, { reevaluated: null, jobId: null }]));
});

const open = (codes: string[]) =>
  renderPage(<HealthExamStandardPage />, { route: '/health/fitness/evaluation', session: schoolSession({ permissions: codes }) });
const saves = () => api.request.mock.calls.filter(([url]) => url === STANDARD.update.path);

describe('assessment standard', () => {
  it('sends every range as shown, with the one changed and an emptied bound as null', async () => {
    await open([H.examManage]);
    const low = await screen.findByTestId('haemoglobin-low');
    await userEvent.clear(low);
    await userEvent.type(low, '115');
    await userEvent.clear(screen.getByTestId('bloodLead-high'));
    await userEvent.click(screen.getByTestId('save-standard'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0][1]).toEqual({
      json: true,
      data: {
        reference: 'who',
        items: [
          { item: 'haemoglobin', low: 115, high: null },
          { item: 'bloodLead', low: 0, high: null },
        ],
      },
    });
  });

  it('shows the ranges read-only to a viewer, without a save button', async () => {
    await open([H.examView]);
    expect(await screen.findByText('110')).toBeTruthy();
    expect(screen.queryByTestId('save-standard')).toBeNull();
    expect(screen.queryByTestId('haemoglobin-low')).toBeNull();
  });
});
