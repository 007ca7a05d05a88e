import { InstitutionType } from '@kg/shared';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GroupHomePage from '../group-home.page.tsx';
import GroupSchoolAddPage from './group-school-add.page.tsx';
import GroupSchoolEditPage from './group-school-edit.page.tsx';
import { SCHOOL_ENDPOINTS as E } from './school-api.ts';

const api = { request: fakeRequest() };

const row = {
  id: 5,
  name: '阳光第一幼儿园',
  shortName: '一幼',
  address: '同安区',
  regionKeys: null,
  disabled: false,
  directorName: '王园长',
  directorPhone: '139****0011',
  childCount: 152,
  classCount: 6,
  staffCount: 21,
  figuresAt: '2026-11-24T08:00:00.000Z',
};
const group = (permissions: string[]) =>
  schoolSession({
    orgType: InstitutionType.group,
    orgName: '阳光幼教集团',
    isGroup: true,
    groupId: 2,
    schoolId: null as never,
    permissions,
  });

const detail = {
  id: 5,
  name: '阳光第一幼儿园',
  shortName: '一幼',
  schoolType: 1,
  grade: 2,
  regionKeys: null,
  address: '同安区',
  contactPhone: null,
  capacity: 360,
  licenceNo: null,
  creditCode: null,
  foundedOn: null,
  disabled: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  director: { name: '王园长', phone: '139****0011' },
  payment: { merchantName: '阳光一幼', merchantNo: '1600000001', appId: null, settlementAccount: '***************3445', apiKeySet: true },
  figures: { childCount: 152, classCount: 6, staffCount: 21, figuresAt: null },
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers([E.list, { list: [row], total: 1, pageNum: 1, pageSize: 20 }], [E.create, { id: 9 }], [E.detail, detail], [E.update, null]),
  );
});

describe('group home and new school', () => {
  it('lists the schools with their figures; sorting by a figure asks the server, largest first', async () => {
    await renderPage(<GroupHomePage />, { route: '/group/system', session: group([G.schoolManage]) });
    // the director column shows from md widths on; the children always
    expect(await screen.findByText('152')).toBeTruthy();
    expect(screen.getByTestId('school-add')).toBeTruthy();
    await userEvent.click(screen.getAllByText('在园幼儿').find((el) => el.closest('th'))!);
    await waitFor(() =>
      expect(api.request).toHaveBeenLastCalledWith(E.list.path, { data: { sort: 'children', desc: true, pageNum: 1, pageSize: 20 } }),
    );
  });

  it('offers no new school or edit without group-school-manage', async () => {
    await renderPage(<GroupHomePage />, { route: '/group/system', session: group([]) });
    expect(await screen.findByText('阳光第一幼儿园')).toBeTruthy();
    expect(screen.queryByTestId('school-add')).toBeNull();
    expect(screen.queryByTestId('row-edit')).toBeNull();
  });

  it('creates a school with its director in one call and opens its detail', async () => {
    await renderPage(<GroupSchoolAddPage />, { route: '/group/system/school/add', session: group([G.schoolManage]) });
    await fill(screen.getByTestId('school-name'), '阳光第五幼儿园');
    await fill(screen.getByTestId('director-name'), '新园长');
    await fill(screen.getByLabelText('园长手机号'), '13700099001');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(location.current).toBe('/group/system/school/detail?id=9'));
    const [, opts] = api.request.mock.calls.find(([path]) => path === E.create.path)!;
    expect(opts.json).toBe(true);
    expect(opts.data).toMatchObject({ school: { name: '阳光第五幼儿园' }, director: { name: '新园长', phone: '13700099001' } });
  });

  it('edits a school keeping its director and the masked payment fields unless changed', async () => {
    await renderPage(<GroupSchoolEditPage />, { route: '/group/system/school/edit?id=5', session: group([G.schoolManage]) });
    expect(await screen.findByText('当前园长：王园长（139****0011）')).toBeTruthy();
    await fill(screen.getByTestId('school-name'), '阳光第一幼儿园（本部）');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(location.current).toBe('/group/system/school/detail?id=5'));
    const [, opts] = api.request.mock.calls.find(([path]) => path === E.update.path)!;
    expect(opts.data).toMatchObject({ schoolId: 5, school: { name: '阳光第一幼儿园（本部）', capacity: 360 } });
    expect(opts.data.director).toBeUndefined();
    expect(opts.data.payment).toMatchObject({ merchantNo: '1600000001', settlementAccount: null, apiKey: null });
  });
});
