import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { ROOM_ENDPOINTS as E } from '../classboard-api.ts';
import ClassboardRoomPage from './classboard-room.page.tsx';

const api = { request: fakeRequest() };

const room = {
  id: 8,
  name: '科学室',
  roomType: 2,
  roomTypeName: '功能室',
  capacity: 30,
  location: '二楼',
  remark: null,
  courseCount: 0,
  createdAt: '2025-03-01T08:00:00.000Z',
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.list, { list: [room], total: 1, pageNum: 1, pageSize: 20 }], [E.save, { id: 9 }]));
});

const open = () =>
  renderPage(<ClassboardRoomPage />, { route: '/classboard/manage/room', session: schoolSession({ permissions: [G.placeRoom] }) });
const saves = () => api.request.mock.calls.filter(([url]) => url === E.save.path);

describe('activity rooms', () => {
  it('adds a room without an id, blank optional fields sent as null', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog.querySelector('#name')!, '美工室');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0][1]).toEqual({ json: true, data: { name: '美工室', roomType: 1, capacity: null, location: null, remark: null } });
  });

  it('edits a room through the same call with its id', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog.querySelector('#location')!, '三楼东');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0][1]).toEqual({
      json: true,
      data: { id: 8, name: '科学室', roomType: 2, capacity: 30, location: '三楼东', remark: null },
    });
  });

  it('refuses a capacity beyond the limit before calling the server', async () => {
    await open();
    await userEvent.click(await screen.findByTestId('add'));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog.querySelector('#name')!, '操场');
    await fill(dialog.querySelector('#capacity')!, '5000');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('容纳人数应在 1 到 2000 之间')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });
});
