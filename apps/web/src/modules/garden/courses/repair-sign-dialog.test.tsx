import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { COURSE_ENDPOINTS as E } from '../classboard-api.ts';
import { RepairSignDialog } from './repair-sign-dialog.tsx';

const api = { request: fakeRequest() };
const course = {
  id: 5,
  name: '小小科学家',
  courseType: 2,
  courseTypeName: '特色课',
  placeRoomId: 1,
  placeRoomName: '科学室',
  teacherId: 11,
  teacherName: '王老师',
  classes: [{ id: 1, name: '中一班' }],
  classIds: [1],
  weekdays: [3, 1],
  startTime: '15:30',
  endTime: '16:10',
  startDate: '2025-03-01',
  endDate: '2025-06-30',
  coverId: 0,
  cover: null,
  description: null,
  createdAt: '2025-02-20T08:00:00.000Z',
  updatedAt: null,
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.repairSign, null]));
});

describe('late sign-in dialog', () => {
  it('asks for the class, the child the call requires and the day, naming each; nothing is sent', async () => {
    await renderPage(<RepairSignDialog course={course} open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findAllByText('请选择班级')).not.toHaveLength(0);
    expect(await within(dialog).findByText('请选择幼儿')).toBeTruthy();
    expect(await within(dialog).findAllByText('请选择补签日期')).not.toHaveLength(0);
    expect(api.request).not.toHaveBeenCalled();
  });
});
