import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { BRAND_ENDPOINTS as E } from '../classboard-api.ts';
import ClassboardContentPage from './classboard-content.page.tsx';

const api = { request: fakeRequest() };

const picture = (id: number) => ({
  id,
  url: `/api/file/v1/files/${id}/original?t=1.2.x`,
  compressUrl: `/api/file/v1/files/${id}/compress?t=1.2.x`,
  thumbnailUrl: `/api/file/v1/files/${id}/thumbnail?t=1.2.x`,
});
const content = {
  id: 3,
  classId: 1,
  className: '中一班',
  contentType: 3,
  contentTypeName: '活动',
  title: '春季运动会',
  content: '周五上午在大操场',
  imageIds: [41, 42],
  images: [picture(41), picture(42)],
  startDate: '2025-04-01',
  endDate: null,
  createdBy: 11,
  createdByName: '王老师',
  createdAt: '2025-03-28T02:00:00.000Z',
  updatedAt: null,
};
/** Class options belong to the classes area: answered here as that page's own call. */
const classOptions = [{ id: 1, name: '中一班', gradeId: 1, gradeName: '中班', level: 2, studentCount: 20 }];

beforeEach(() => {
  api.request.mockReset();
  const mine = answers([E.list, { list: [content], total: 1, pageNum: 1, pageSize: 20 }], [E.update, { id: 3 }]);
  api.request.mockImplementation(async (url: string, opts?: { data?: unknown }) =>
    url.endsWith('query-class-option') ? classOptions : mine(url, opts),
  );
});

const open = (permissions: string[]) =>
  renderPage(<ClassboardContentPage />, { route: '/classboard/manage/content', session: schoolSession({ permissions }) });
const updates = () => api.request.mock.calls.filter(([url]) => url === E.update.path);

describe('class brand contents', () => {
  it('lists each content with its class, type and how many pictures', async () => {
    await open([G.classBrand]);
    const table = await screen.findByTestId('classboard-content-table');
    expect(await within(table).findByText('春季运动会')).toBeTruthy();
    expect(within(table).getByText('中一班')).toBeTruthy();
    expect(within(table).getByText('活动')).toBeTruthy();
    expect(within(table).getAllByRole('img')).toHaveLength(2);
  });

  it('saves an edit as an update with its id, keeping the pictures by id', async () => {
    await open([G.classBrand]);
    await userEvent.click(await screen.findByTestId('row-edit'));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog.querySelector('#title')!, '春季亲子运动会');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0][1]).toEqual({
      json: true,
      data: {
        id: 3,
        classId: 1,
        contentType: 3,
        title: '春季亲子运动会',
        content: '周五上午在大操场',
        imageIds: [41, 42],
        startDate: '2025-04-01',
        endDate: null,
      },
    });
  });

  it('offers no changes to a user reading through the garden page code', async () => {
    await open([G.garden]);
    await screen.findByText('春季运动会');
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('add')).toBeNull();
  });
});
