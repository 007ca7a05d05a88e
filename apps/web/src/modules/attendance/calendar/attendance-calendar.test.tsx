import { GARDEN_CODES as G } from '@kg/shared';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceCalendarPage from './attendance-calendar.page.tsx';
import { CALENDAR_ENDPOINTS as E } from './calendar-api.ts';

const api = { request: fakeRequest() };

const base = { holiday: null, reason: null, spanId: null, termId: 7 };
const month = {
  month: '2025-09',
  schoolDays: 2,
  days: [
    { ...base, day: '2025-09-27', schoolDay: false, why: 'weekend' as const },
    { ...base, day: '2025-09-28', schoolDay: true, why: 'workday' as const, holiday: '国庆节' },
    { ...base, day: '2025-09-29', schoolDay: false, why: 'closure' as const, reason: '秋季运动会', spanId: 3 },
    { ...base, day: '2025-09-30', schoolDay: true, why: 'weekday' as const },
  ],
  terms: [{ id: 7, name: '2025-2026学年 秋季学期', startDate: '2025-09-01', endDate: '2026-01-20' }],
};
const span = {
  id: 3,
  kind: 'closure' as const,
  firstDay: '2025-09-29',
  lastDay: '2025-09-29',
  reason: '秋季运动会',
  updatedAt: '2025-09-01T00:00:00.000Z',
};
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.month, month], [E.spans, page([span])], [E.terms, page(month.terms)], [E.addSpan, { id: 9 }], [E.removeSpan, null]),
  );
});

const route = '/attendance/student/schedule';

async function typeDate(input: HTMLElement, day: string) {
  await fill(input, day);
  await userEvent.keyboard('{Enter}');
}

describe('school calendar page', () => {
  it("shows each day's kind and reason, the school-day count and the terms", async () => {
    await renderPage(<AttendanceCalendarPage />, { route, session: schoolSession({ permissions: [C.view] }) });
    expect(await screen.findByTestId('school-day-count')).toHaveProperty('textContent', '本月上学日 2 天');
    expect(screen.getByTestId('why-2025-09-28').textContent).toBe('调休上班');
    expect(screen.getByText('国庆节')).toBeTruthy();
    expect(screen.getByTestId('why-2025-09-29').textContent).toBe('停课');
    expect(within(screen.getByTestId('calendar-terms')).getByText('2025-2026学年 秋季学期')).toBeTruthy();
    // the term settings are garden's: no link without its code, no add or edit without the calendar's
    expect(screen.queryByText('在学期设置中编辑学期')).toBeNull();
    for (const id of ['add-closure', 'add-open', 'row-edit', 'row-delete']) expect(screen.queryByTestId(id)).toBeNull();
  });

  it('speaks English', async () => {
    await renderPage(<AttendanceCalendarPage />, { route, session: schoolSession({ permissions: [C.view, G.term] }), lang: 'en' });
    expect(await screen.findByTestId('school-day-count')).toHaveProperty('textContent', '2 school days this month');
    expect(screen.getByTestId('why-2025-09-28').textContent).toBe('Make-up working day');
    expect(screen.getByText('Edit terms in the term settings')).toBeTruthy();
  });

  it('adds a closure through its dialog, refusing a last day before the first before asking the server', async () => {
    await renderPage(<AttendanceCalendarPage />, { route, session: schoolSession({ permissions: [C.view, C.calendarEdit] }) });
    await userEvent.click(await screen.findByTestId('add-closure'));
    const dialog = await screen.findByRole('dialog');
    await typeDate(within(dialog).getByLabelText('开始日期'), '2025-11-04');
    await typeDate(within(dialog).getByLabelText('结束日期'), '2025-11-03');
    await fill(within(dialog).getByLabelText('原因'), ' 教师培训 ');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.addSpan.path, expect.anything());
    await typeDate(within(dialog).getByLabelText('结束日期'), '2025-11-05');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.addSpan.path, {
        data: { kind: 'closure', firstDay: '2025-11-04', lastDay: '2025-11-05', reason: '教师培训' },
        json: true,
      }),
    );
  });

  it('asks for another month with the arrows', async () => {
    await renderPage(<AttendanceCalendarPage />, { route, session: schoolSession({ permissions: [C.view] }) });
    await screen.findByTestId('school-day-count');
    const first = api.request.mock.calls.find(([path]) => path === E.month.path)?.[1] as { data: { month: string } };
    await userEvent.click(screen.getByLabelText('下个月'));
    const [y, m] = first.data.month.split('-').map(Number);
    const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.month.path, { data: { month: next } }));
  });
});
