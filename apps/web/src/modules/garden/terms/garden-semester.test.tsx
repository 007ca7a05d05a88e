import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenSemesterPage from './garden-semester.page.tsx';
import { currentSchoolYear, TERM_ENDPOINTS as E } from './term-api.ts';

const api = { request: fakeRequest() };

const year = currentSchoolYear();
const term = {
  id: 4,
  schoolYear: year,
  termType: 2,
  name: `${year}-${year + 1}学年 春季学期`,
  startDate: `${year + 1}-02-20`,
  endDate: `${year + 1}-07-10`,
  current: false,
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: [term], total: 1, pageNum: 1, pageSize: 20 }],
      [E.add, { ...term, id: 5, termType: 1 }],
      [E.update, term],
      [E.remove, null],
    ),
  );
});

async function typeDate(input: HTMLElement, day: string) {
  await fill(input, day);
  await userEvent.keyboard('{Enter}');
}

describe('semester page', () => {
  it('refuses an autumn term starting outside its school year before asking the server, then adds it', async () => {
    await renderPage(<GardenSemesterPage />, {
      route: '/garden/base/semester',
      session: schoolSession({ permissions: [G.garden, G.term, G.termEdit] }),
    });
    await screen.findByText(term.name);
    await userEvent.click(screen.getByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await typeDate(within(dialog).getByLabelText('开始日期'), `${year + 1}-03-01`);
    await typeDate(within(dialog).getByLabelText('结束日期'), `${year + 1}-01-15`);
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText(`该学期应在 ${year}-07-01 至 ${year}-12-31 之间开始`)).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith('/kid-arch/v1/teacher/schoolTerm/add', expect.anything());
    await typeDate(within(dialog).getByLabelText('开始日期'), `${year}-09-01`);
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/schoolTerm/add', {
        data: { schoolYear: year, termType: 1, startDate: `${year}-09-01`, endDate: `${year + 1}-01-15` },
        json: true,
      }),
    );
  });

  it('shows no add, edit or delete without the edit code', async () => {
    await renderPage(<GardenSemesterPage />, {
      route: '/garden/base/semester',
      session: schoolSession({ permissions: [G.garden, G.term] }),
    });
    await screen.findByText(term.name);
    for (const id of ['add', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
