import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendancePickupPage from './attendance-pickup.page.tsx';
import AttendancePickupClassPage from './attendance-pickup-class.page.tsx';
import { PICKUP_ENDPOINTS as E } from './pickup-api.ts';

const api = { request: fakeRequest() };
const figures = { children: 3, pickedUp: 2, byPicker: 1, refused: 1, notPickedUp: 1 };
const settings = { maxPickers: 6, notifyTeachers: true, notifyGuardians: true };
const image = { id: 31, url: '/api/file/v1/files/31/original?t=x', compressUrl: '/c', thumbnailUrl: '/api/file/v1/files/31/thumbnail?t=x' };
const emptyPage = { list: [], total: 0, pageNum: 1, pageSize: 20 };
const failure = {
  id: 4,
  at: '2026-05-06T00:30:00.000Z',
  personId: 5,
  name: '王浩宇',
  relation: null,
  childName: null,
  className: '小一班',
  reason: 'blurred',
  deviceName: '东门人脸机',
  captureRef: null,
  capture: image,
  noticedToday: false,
};
const pickInfo = {
  studentId: 5,
  name: '王浩宇',
  classId: 7,
  className: '小一班',
  guardians: [{ id: 11, name: '王建国', relation: '父亲' }],
  pickers: [
    {
      id: 21,
      studentId: 5,
      guardianId: 11,
      name: '王建国',
      relation: '父亲',
      phone: '138****1234',
      photo: image,
      faceRef: 'F-1',
      cardNo: null,
      validFrom: '2026-01-01',
      validTo: null,
      status: 'active',
      validToday: true,
    },
  ],
  pickups: [
    {
      id: 3,
      at: '2026-05-06T09:10:00.000Z',
      authorised: false,
      reason: 'unknown-picker',
      pickerId: null,
      pickerName: null,
      relation: null,
      deviceName: '东门人脸机',
      captureRef: 'cap/3.jpg',
      capture: null,
      notifiedAt: '2026-05-06T09:10:01.000Z',
    },
  ],
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.getClazzStatistics, { day: '2026-05-06', list: [{ classId: 7, className: '小一班', gradeName: '小班', ...figures }] }],
      [
        E.smartPickTotal,
        { day: '2026-05-06', ...figures, activePickers: 4, expiringSoon: 1, childrenWithoutPicker: 2, failures: 1, settings },
      ],
      [E.getStudentFailureImg, { list: [failure], total: 1, pageNum: 1, pageSize: 20 }],
      [E.getParentFailureImg, emptyPage],
      [E.getTeacherFailureImg, emptyPage],
      [E.noticeRedoPhotoStudents, { sent: 1, alreadyToday: 0 }],
      [
        E.getRefusedPickups,
        [
          {
            id: 3,
            at: '2026-05-06T09:10:00.000Z',
            reason: 'unknown-picker',
            studentId: 5,
            childName: '李小花',
            className: '小一班',
            deviceName: '东门人脸机',
            captureRef: 'cap/3.jpg',
            capture: null,
            notifiedAt: '2026-05-06T09:10:01.000Z',
          },
        ],
      ],
      [E.getClazzStatisticsInfo, { day: '2026-05-06', classId: 7, className: '小一班', list: [] }],
      [E.getPickInfo, pickInfo],
      [E.updateAnchorStatus, { id: 21 }],
      [E.addSmartPickupStudentsOneAnchor, { id: 22 }],
      [E.updateSmartPickTotal, null],
    ),
  );
});

describe('smart pickup pages', () => {
  it("shows the day's totals and classes, opens a class, and asks a child's guardians to retake a failed photo", async () => {
    await renderPage(<AttendancePickupPage />, {
      route: '/attendance/student/pickup',
      session: schoolSession({ permissions: [C.view, C.pickupEdit] }),
    });
    expect((await screen.findByTestId('total-childrenWithoutPicker')).textContent).toContain('2');
    const refusal = (await within(screen.getByTestId('pickup-refusals')).findByText('李小花')).closest('tr') as HTMLElement;
    expect(within(refusal).getByText('已拒绝：非登记接送人')).toBeTruthy();
    const failures = await screen.findByTestId('failures-child');
    const row = (await within(failures).findByText('王浩宇')).closest('tr') as HTMLElement;
    expect(within(row).getByText('照片模糊')).toBeTruthy();
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('redo-child'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.noticeRedoPhotoStudents.path, { data: { studentIds: [5] }, json: true }),
    );
    expect(screen.queryByTestId('open-settings')).toBeNull();
    await userEvent.click(within(screen.getByTestId('pickup-class-table')).getByTestId('class-link'));
    await waitFor(() => expect(location.current).toMatch(/^\/attendance\/student\/pickupClass\?classId=7&day=\d{4}-\d\d-\d\d$/));
  });

  it('saves the settings for a holder of the settings code', async () => {
    await renderPage(<AttendancePickupPage />, {
      route: '/attendance/student/pickup',
      session: schoolSession({ permissions: [C.view, C.pickupSettings] }),
    });
    await userEvent.click(await screen.findByTestId('open-settings'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('每名幼儿接送人数'), '3');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.updateSmartPickTotal.path, {
        data: { maxPickers: 3, notifyTeachers: true, notifyGuardians: true },
        json: true,
      }),
    );
  });

  it("shows a child's pickers with photo and a refused pickup, and disables a picker", async () => {
    api.request.mockImplementation(
      answers(
        [
          E.getClazzStatisticsInfo,
          {
            day: '2026-05-06',
            classId: 7,
            className: '小一班',
            list: [
              { studentId: 5, name: '王浩宇', pickers: 1, pickedUpAt: null, pickerName: null, relation: null, leftAt: null, refused: 1 },
            ],
          },
        ],
        [E.getPickInfo, pickInfo],
        [E.updateAnchorStatus, { id: 21 }],
      ),
    );
    await renderPage(<AttendancePickupClassPage />, {
      route: '/attendance/student/pickupClass?classId=7&day=2026-05-06',
      session: schoolSession({ permissions: [C.view, C.pickupEdit] }),
    });
    await userEvent.click(await screen.findByTestId('child-link'));
    const panel = await screen.findByTestId('picker-panel');
    const picker = await within(panel).findByTestId('picker-row');
    expect(within(picker).getByText('今日有效')).toBeTruthy();
    expect(picker.querySelector('img')?.getAttribute('src')).toBe(image.thumbnailUrl);
    expect(within(panel).getByTestId('pickup-refused').textContent).toBe('已拒绝：非登记接送人');
    await userEvent.click(within(picker).getByTestId('picker-status'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.updateAnchorStatus.path, { data: { id: 21, status: 'disabled' } }));
  });

  it('offers no picker changes without the edit code', async () => {
    api.request.mockImplementation(
      answers(
        [E.getPickInfo, pickInfo],
        [
          E.getClazzStatisticsInfo,
          {
            day: '2026-05-06',
            classId: 7,
            className: '小一班',
            list: [
              { studentId: 5, name: '王浩宇', pickers: 1, pickedUpAt: null, pickerName: null, relation: null, leftAt: null, refused: 0 },
            ],
          },
        ],
      ),
    );
    await renderPage(<AttendancePickupClassPage />, {
      route: '/attendance/student/pickupClass?classId=7&day=2026-05-06',
      session: schoolSession({ permissions: [C.view] }),
    });
    await userEvent.click(await screen.findByTestId('child-link'));
    await screen.findByTestId('picker-row');
    for (const id of ['add-picker', 'picker-edit', 'picker-status', 'picker-remove']) expect(screen.queryByTestId(id)).toBeNull();
  });
});
