import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceRollCallPage from './attendance-roll-call.page.tsx';
import { ROLL_CALL_ENDPOINTS as E, type RegisterChild } from './roll-call-api.ts';

const api = { request: fakeRequest() };

const DAY = '2026-09-01';
const child = (studentId: number, name: string, over: Partial<RegisterChild> = {}): RegisterChild => ({
  studentId,
  name,
  state: 'present',
  firstIn: '2026-09-01T00:05:00.000Z',
  lastOut: null,
  lateMinutes: null,
  earlyMinutes: null,
  halfDay: false,
  onLeave: false,
  symptomGroup: null,
  lastMark: null,
  ...over,
});
const page = {
  day: DAY,
  schoolDay: true,
  arrivalOpen: false,
  totals: { children: 3, present: 2, late: 1, earlyLeave: 0, sick: 0, personal: 0, absent: 1, pending: 0 },
  children: [
    child(1, '小明'),
    child(2, '小红', { state: 'late', lateMinutes: 12 }),
    child(3, '小刚', {
      state: 'absent',
      firstIn: null,
      lastMark: { mark: 'absent', at: '2026-09-01T01:30:00.000Z', actorName: '王老师', note: '家中有事', symptoms: [] },
    }),
  ],
};
const history = [
  {
    id: 5,
    at: '2026-09-01T00:05:00.000Z',
    kind: 'card',
    direction: 'in',
    deviceName: '东门',
    mark: null,
    actorName: null,
    note: null,
    symptoms: [],
    status: 'resolved',
  },
  {
    id: 9,
    at: '2026-09-01T02:00:00.000Z',
    kind: 'mark',
    direction: null,
    deviceName: null,
    mark: 'sick',
    actorName: '王老师',
    note: '发热',
    symptoms: ['fever'],
    status: 'resolved',
  },
];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.classes, [{ id: 11, name: '大一班' }]],
      [E.list, page],
      [E.history, history],
      [E.mark, () => child(1, '小明', { state: 'sick', symptomGroup: 'fever' })],
    ),
  );
});

const open = (permissions: string[], lang: 'zh' | 'en' = 'zh') =>
  renderPage(<AttendanceRollCallPage />, {
    route: `/attendance/student/account?classId=11&day=${DAY}`,
    session: schoolSession({ permissions }),
    lang,
  });

describe('the class register page', () => {
  it("shows the class's children with their state, the latest mark and who made it, and the totals", async () => {
    await open([C.view, C.rollCallMark]);
    await screen.findByText('小刚');
    expect(api.request).toHaveBeenCalledWith(E.list.path, { data: { classId: 11, day: DAY } });
    expect(screen.getByTestId('state-late').textContent).toBe('迟到');
    expect(screen.getByText('迟到 12 分钟')).toBeTruthy();
    expect(screen.getByTestId('last-mark').textContent).toContain('王老师');
    expect(screen.getByTestId('total-children').textContent).toBe('应到 3');
    expect(screen.getByTestId('total-absent').textContent).toBe('缺勤 1');
  });

  it('marks a child sick with a reason and a symptom, refusing it without them', async () => {
    await open([C.view, C.rollCallMark]);
    await screen.findByText('小明');
    await userEvent.click(screen.getAllByTestId('row-mark')[0]);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('病假'));
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('病假须选择至少一个症状')).toBeTruthy();
    expect(within(dialog).getByText('缺勤、病假和事假须填写原因')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click((await screen.findAllByText('发热')).at(-1) as HTMLElement);
    await fill(within(dialog).getByLabelText('原因'), ' 发烧 ');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.mark.path, {
        data: { studentId: 1, day: DAY, mark: 'sick', note: '发烧', symptoms: ['fever'] },
        json: true,
      }),
    );
  }, 60_000); // a dialog's radio, multi-select and text: some 10 s on a loaded machine

  it("opens a child's day history with the device read and the teacher's mark", async () => {
    await open([C.view], 'en');
    await screen.findByText('小明');
    expect(screen.queryByTestId('row-mark')).toBeNull();
    await userEvent.click(screen.getAllByTestId('row-history')[0]);
    const drawer = await screen.findByTestId('history-drawer');
    await waitFor(() => expect(within(drawer).getAllByTestId('history-entry')).toHaveLength(2));
    expect(api.request).toHaveBeenCalledWith(E.history.path, { data: { studentId: 1, day: DAY } });
    const [read, mark] = within(drawer).getAllByTestId('history-entry');
    expect(read.textContent).toContain('东门');
    expect(read.textContent).toContain('In');
    expect(mark.textContent).toContain('Sick');
    expect(mark.textContent).toContain('王老师');
    expect(mark.textContent).toContain('Fever');
  });
});
