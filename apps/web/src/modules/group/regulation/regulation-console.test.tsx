import { InstitutionType } from '@kg/shared';
import { regulationEndpoints as E } from '@kg/shared/modules/group/regulation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { CandidateTab } from './candidate-tab.tsx';
import RegulationIndexPage from './regulation-index.page.tsx';
import RegulationPermissionPage from './regulation-permission.page.tsx';

const api = { request: fakeRequest() };
const authority = schoolSession({ orgType: InstitutionType.regulator, orgName: '厦门市教育局', schoolName: '厦门市教育局' });
const page = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });
const unit = {
  id: 5,
  name: '同安区教育局',
  regionKeys: '350000,350200,350212',
  address: null,
  contactName: '陈建华',
  contactPhone: '0592-7022310',
  disabled: false,
  schoolCount: 4,
  createdAt: '2026-11-20T08:00:00.000Z',
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.units, page([unit])],
      [E.unitStatus, null],
      [E.candidates, page([{ id: 9, name: '启航幼儿园', regionKeys: null, groupName: '启航幼教集团', openCount: 1, pendingCount: 0 }])],
      [E.request, { count: 1 }],
      [
        E.staff,
        page([
          {
            memberId: 1,
            realName: '郑晓梅',
            phone: '139****0003',
            isAdmin: true,
            allowEntry: true,
            allowReports: true,
            unitScope: 'units',
          },
          {
            memberId: 2,
            realName: '督学甲',
            phone: '136****0001',
            isAdmin: false,
            allowEntry: true,
            allowReports: true,
            unitScope: 'units',
          },
        ]),
      ],
      [E.saveStaff, null],
    ),
  );
});

describe("the authority's console", () => {
  it('lists the units with their schools and disables one after confirming', async () => {
    await renderPage(<RegulationIndexPage />, { route: '/group/organizational/regulation/index', session: authority });
    const row = (await screen.findByText('同安区教育局')).closest('tr') as HTMLElement;
    expect(within(row).getByText('使用中')).toBeTruthy();
    await userEvent.click(within(row).getByTestId('toggle'));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.unitStatus.path, { data: { id: 5, disabled: true } }));
  });

  it('files a request to a school with the message typed', async () => {
    await renderPage(<CandidateTab />, { session: authority });
    await userEvent.click(await screen.findByTestId('request'));
    await userEvent.type(screen.getByTestId('request-message'), '请予监管');
    await userEvent.click(screen.getByTestId('send-request'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.request.path, { data: { schoolId: 9, message: '请予监管' }, json: true }),
    );
  });

  it("changes one right of a staff member, keeping the others, and never offers the administrator's", async () => {
    await renderPage(<RegulationPermissionPage />, { route: '/group/organizational/regulation/permission', session: authority });
    const switches = await screen.findAllByTestId('allow-entry');
    expect((switches[0] as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(switches[1]);
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(E.saveStaff.path, {
        data: { memberId: 2, allowEntry: false, allowReports: true, unitScope: 'units' },
        json: true,
      }),
    );
  });
});
