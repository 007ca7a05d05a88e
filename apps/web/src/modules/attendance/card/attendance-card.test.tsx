import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import AttendanceCardPage from './attendance-card.page.tsx';
import { CARD_ENDPOINTS as E } from './card-api.ts';

const api = { request: fakeRequest() };

const at = '2026-09-01T00:00:00.000Z';
const card = (id: number, cardNo: string, status: 'active' | 'lost' | 'destroyed') => ({
  id,
  cardNo,
  status,
  createdAt: at,
  updatedAt: at,
});
const children = [
  {
    studentId: 7,
    name: '王小明',
    classId: 3,
    className: '大一班',
    cards: [card(1, 'C00100000007', 'active'), card(2, 'D00100000007', 'destroyed')],
    guardians: [{ guardianId: 70, name: '王大明', relation: '父亲', cards: [card(3, 'G00100000070', 'lost')] }],
  },
];
const staff = [{ staffId: 5, name: '李老师', cards: [] }];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.getStudentList, { list: children, total: 1, pageNum: 1, pageSize: 20 }],
      [E.getTeacherList, { list: staff, total: 1, pageNum: 1, pageSize: 20 }],
      [classOptionEndpoints.options, [{ id: 3, name: '大一班', gradeId: 1, gradeName: '大班', level: 3, studentCount: 30 }]],
      [E.doBindingCard, { id: 9 }],
      [E.doLoss, { id: 1 }],
      [E.doRecover, { id: 3 }],
    ),
  );
});

const open = (permissions: string[]) =>
  renderPage(<AttendanceCardPage />, { route: '/attendance/device/card', session: schoolSession({ permissions }) });

describe('attendance cards page', () => {
  it("shows a child's and a guardian's cards with their status, and reports a card lost after asking", async () => {
    await open([C.view, C.cardEdit]);
    expect(await screen.findByText('C00100000007')).toBeTruthy();
    const [own, destroyed, guardians] = screen.getAllByTestId('card');
    expect(within(own).getByText('在用')).toBeTruthy();
    // a destroyed card offers nothing; a lost one only recovery
    expect(within(destroyed).queryAllByRole('button')).toHaveLength(0);
    expect(within(guardians).getByTestId('card-recover')).toBeTruthy();
    expect(within(guardians).queryByTestId('card-loss')).toBeNull();
    await userEvent.click(within(own).getByTestId('card-loss'));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('挂失卡 C00100000007？').length).toBeGreaterThan(0);
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.doLoss.path, { data: { id: 1 } }));
  });

  it("binds a guardian's card with the child it is for", async () => {
    await open([C.view, C.cardEdit]);
    await screen.findByText('王大明（父亲）');
    await userEvent.click(screen.getByTestId('bind-guardian'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('卡号'), ' G0099 ');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.doBindingCard.path, {
        data: { holderKind: 'guardian', studentId: 7, guardianId: 70, cardNo: 'G0099' },
        json: true,
      }),
    );
  });

  it('refuses a staff card number too short under the field, sending nothing', async () => {
    await open([C.view, C.cardEdit]);
    await userEvent.click(await screen.findByRole('tab', { name: '教职工' }));
    await userEvent.click(await screen.findByTestId('bind-staff'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('为 李老师 绑定考勤卡')).toBeTruthy();
    await fill(within(dialog).getByLabelText('卡号'), 'ab');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(api.request).not.toHaveBeenCalledWith(E.doBindingCard.path, expect.anything());
  });

  it('offers no bind, loss, destroy or recover without the card code', async () => {
    await open([C.view]);
    await screen.findByText('C00100000007');
    for (const id of ['bind-child', 'bind-guardian', 'card-loss', 'card-destroy', 'card-recover'])
      expect(screen.queryByTestId(id)).toBeNull();
  });
});
