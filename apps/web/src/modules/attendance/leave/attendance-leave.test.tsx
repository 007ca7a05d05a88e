import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceLeavePage from './attendance-leave.page.tsx';
import { LEAVE_ENDPOINTS as E } from './leave-api.ts';

const api = { request: fakeRequest() };

const createdAt = '2025-09-28T01:00:00.000Z';
const base = { classId: 3, className: '小一班', startsPm: false, endsAm: false, requestId: 40, createdAt };
const rows = [
  {
    ...base,
    id: 1,
    studentId: 11,
    studentName: '王小明',
    kind: 'sick' as const,
    startsOn: '2025-10-09',
    startsPm: true,
    endsOn: '2025-10-10',
    days: 1.5,
    symptoms: ['fever', 'rash'],
    symptomGroup: 'rash' as const,
    reason: '发烧出疹',
    status: 'approved' as const,
  },
  {
    ...base,
    id: 2,
    studentId: 12,
    studentName: '李小红',
    kind: 'personal' as const,
    startsOn: '2025-10-13',
    endsOn: '2025-10-13',
    days: 1,
    symptoms: [],
    symptomGroup: null,
    reason: '回老家',
    status: 'pending' as const,
  },
];
const detail = {
  ...rows[0],
  requestStatus: 'approved',
  stepName: null,
  canCancel: true,
  history: [
    { action: 'submit', actorName: '张老师', at: createdAt, comment: null, stepName: null },
    { action: 'approve', actorName: '刘园长', at: createdAt, comment: '好好休息', stepName: '班级老师审批' },
  ],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.list, { list: rows, total: 2, pageNum: 1, pageSize: 20 }],
      [E.classes, [{ id: 3, name: '小一班' }]],
      [E.children, [{ id: 11, name: '王小明', classId: 3, className: '小一班' }]],
      [E.days, { days: 1.5, schoolDays: ['2025-10-09', '2025-10-10'] }],
      [E.detail, detail],
      [E.apply, { id: 9, status: 'pending', days: 1.5 }],
      [E.cancel, null],
    ),
  );
});

const route = '/attendance/student/childLeave';
// events straight to the controls: typing key by key takes seconds on a busy machine and tests nothing more here
function typeDate(input: HTMLElement, day: string) {
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
const type = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });

describe('child leave page', () => {
  it('lists leaves with their kind, half-day span, days and status', async () => {
    await renderPage(<AttendanceLeavePage />, { route, session: schoolSession({ permissions: [C.view] }) });
    const table = await screen.findByTestId('attendance-leave-table');
    await within(table).findByText('王小明');
    expect(within(table).getByText('2025-10-09 下午 至 2025-10-10')).toBeTruthy();
    expect(within(table).getByText('病假')).toBeTruthy();
    expect(within(table).getByText('已批准')).toBeTruthy();
    expect(within(table).getByText('待审批')).toBeTruthy();
  });

  it('applies for a sick leave with its symptoms, showing the days the calendar counts', async () => {
    await renderPage(<AttendanceLeavePage />, { route, session: schoolSession({ permissions: [C.view] }) });
    fireEvent.click(await screen.findByTestId('apply'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('幼儿'));
    fireEvent.click(await screen.findByText('王小明（小一班）'));
    typeDate(within(dialog).getByLabelText('开始日期'), '2025-10-09');
    typeDate(within(dialog).getByLabelText('结束日期'), '2025-10-10');
    fireEvent.mouseDown(within(dialog).getByLabelText('开始'));
    fireEvent.click(await screen.findByText('下午开始'));
    // the count the server gives for the span with its afternoon start
    expect(await within(dialog).findByText('按校历共 1.5 天（2 个上学日）')).toBeTruthy();
    expect(api.request).toHaveBeenCalledWith(E.days.path, {
      data: { startsOn: '2025-10-09', startsPm: true, endsOn: '2025-10-10', endsAm: false },
    });
    fireEvent.click(within(dialog).getByLabelText('发热'));
    type(within(dialog).getByLabelText('请假原因'), ' 发烧 ');
    fireEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.apply.path, {
        data: {
          studentId: 11,
          kind: 'sick',
          startsOn: '2025-10-09',
          startsPm: true,
          endsOn: '2025-10-10',
          endsAm: false,
          reason: '发烧',
          symptoms: ['fever'],
        },
        json: true,
      }),
    );
  });

  it('refuses a sick leave without symptoms before asking the server', async () => {
    await renderPage(<AttendanceLeavePage />, { route, session: schoolSession({ permissions: [C.view] }) });
    fireEvent.click(await screen.findByTestId('apply'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('幼儿'));
    fireEvent.click(await screen.findByText('王小明（小一班）'));
    typeDate(within(dialog).getByLabelText('开始日期'), '2025-10-09');
    typeDate(within(dialog).getByLabelText('结束日期'), '2025-10-10');
    type(within(dialog).getByLabelText('请假原因'), '发烧');
    fireEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请至少选择一个症状')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.apply.path, expect.anything());
  });

  it('shows a leave with its approval history and cancels it', async () => {
    await renderPage(<AttendanceLeavePage />, { route, session: schoolSession({ permissions: [C.view] }) });
    fireEvent.click((await screen.findAllByTestId('row-view'))[0]);
    const shown = await screen.findByTestId('leave-detail');
    expect(within(shown).getByText('发热、皮疹')).toBeTruthy();
    expect(await screen.findByText('刘园长 · 同意 · 班级老师审批')).toBeTruthy();
    fireEvent.click(screen.getByTestId('leave-cancel'));
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.cancel.path, { data: { id: 1 } }));
  });

  it('speaks English and offers no apply to a visiting regulator', async () => {
    await renderPage(<AttendanceLeavePage />, { route, session: schoolSession({ permissions: [C.view], readOnly: true }), lang: 'en' });
    const table = await screen.findByTestId('attendance-leave-table');
    expect(await within(table).findByText('2025-10-09 afternoon to 2025-10-10')).toBeTruthy();
    expect(within(table).getByText('Sick')).toBeTruthy();
    expect(screen.queryByTestId('apply')).toBeNull();
  });
});
