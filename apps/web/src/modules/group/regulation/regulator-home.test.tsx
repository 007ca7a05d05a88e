import { InstitutionType } from '@kg/shared';
import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { regulationEndpoints } from '@kg/shared/modules/group/regulation';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import RegulatorHomePage from './regulator-home.page.tsx';

const api = { request: fakeRequest() };

const LIST = regulatorHomeEndpoints.regulatorSchools;
const school = (id: number, name: string, shares = true) => ({
  id,
  name,
  address: '同安区',
  regionKeys: null,
  groupName: id < 4 ? '阳光幼教集团' : null,
  childCount: shares ? 150 + id : null,
  classCount: shares ? 6 : null,
  staffCount: shares ? 20 : null,
  allowEntry: shares,
  allowReports: shares,
  unitId: id > 20 ? 9 : 1,
  unitName: id > 20 ? '大同督导组' : '同安区教育局',
});
const regulator = schoolSession({ orgType: InstitutionType.regulator, orgName: '同安区教育局', schoolName: '同安区教育局' });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [regulationEndpoints.unitOptions, []],
      [signInEndpoints.refererCode, { temptoken: 'tmp-1', loginId: 3, tenantryName: '阳光第一幼儿园', expiresIn: 60 }],
      [
        LIST,
        (data: { pageNum: number; pageSize: number; name?: string }) => {
          const all = Array.from({ length: 25 }, (_, i) => school(i + 1, `幼儿园${i + 1}`)).filter(
            (s) => !data.name || s.name.includes(data.name),
          );
          const { pageNum, pageSize } = data;
          return { list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: all.length, pageNum, pageSize };
        },
      ],
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('regulator home', () => {
  it("links to its area's outbreak alerts, a console page every authority member opens", async () => {
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    const links = await screen.findByTestId('console-links');
    expect(links.textContent).toContain('辖区疫情预警');
    await userEvent.click(screen.getByRole('button', { name: /辖区疫情预警/ }));
    await waitFor(() => expect(location.current).toBe('/group/organizational/health/alerts'));
  });

  it('lists the supervised schools page by page with their counts', async () => {
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    expect(await screen.findByText('幼儿园1')).toBeTruthy();
    expect(screen.getByText('151')).toBeTruthy();
    expect(screen.getByText('共 25 所')).toBeTruthy();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('幼儿园21')).toBeTruthy();
    expect(api.request).toHaveBeenLastCalledWith(LIST.path, { data: { pageNum: 2, pageSize: 20 } });
  });

  it('searches by name from the first page', async () => {
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    await screen.findByText('幼儿园1');
    await userEvent.type(screen.getByPlaceholderText('按园所名称搜索'), '幼儿园2{Enter}');
    await waitFor(() =>
      expect(api.request).toHaveBeenLastCalledWith(LIST.path, {
        data: { pageNum: 1, pageSize: 20, name: '幼儿园2' },
      }),
    );
    expect(await screen.findByText('共 7 所')).toBeTruthy();
  });

  it('opens the school read-only in a new tab through /referer with a fresh token', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    await userEvent.click((await screen.findAllByTestId('enter-school'))[2]);
    await waitFor(() => expect(tab.location.href).not.toBe(''));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(api.request).toHaveBeenCalledWith(signInEndpoints.refererCode.path, { data: { schoolId: 3 } });
    const url = new URL(tab.location.href, 'http://x');
    expect(url.pathname).toBe('/referer');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      temptoken: 'tmp-1',
      loginId: '3',
      tenantryName: '阳光第一幼儿园',
      referer: `${window.location.origin}/regulator/index`,
    });
  });

  it('closes the new tab again when the server refuses the entry', async () => {
    api.request.mockImplementation(
      answers(
        [
          signInEndpoints.refererCode,
          () => {
            throw new Error('数据不存在或无权访问');
          },
        ],
        [LIST, { list: [school(1, '幼儿园1')], total: 1, pageNum: 1, pageSize: 20 }],
        [regulationEndpoints.unitOptions, []],
      ),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    await userEvent.click(await screen.findByTestId('enter-school'));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
  });

  it('shows a dash for the figures a school keeps to itself and no entry where it allows none', async () => {
    api.request.mockImplementation(
      answers([LIST, { list: [school(1, '幼儿园1', false)], total: 1, pageNum: 1, pageSize: 20 }], [regulationEndpoints.unitOptions, []]),
    );
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    const withheld = await screen.findAllByTestId('count-withheld');
    expect(withheld.length).toBeGreaterThan(0); // classes and staff show from 'sm' up
    expect(withheld[0].getAttribute('title')).toBe('该园未向本机构开放报表数据');
    const enter = screen.getByTestId('enter-school');
    expect((enter as HTMLButtonElement).disabled).toBe(true);
    expect(enter.getAttribute('title')).toBe('该园未允许只读进入');
  });

  it('shows a superior whose unit each school is, and filters by unit', async () => {
    api.request.mockImplementation(
      answers(
        [LIST, { list: [school(1, '幼儿园1'), school(21, '幼儿园21')], total: 2, pageNum: 1, pageSize: 20 }],
        [regulationEndpoints.unitOptions, [{ id: 9, name: '大同督导组' }]],
      ),
    );
    await renderPage(<RegulatorHomePage />, { route: '/regulator/index', session: regulator });
    expect((await screen.findAllByText('所属单位')).length).toBeGreaterThan(0);
    expect(screen.getByText('大同督导组', { selector: 'td' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('大同督导组'));
    await waitFor(() => expect(api.request).toHaveBeenLastCalledWith(LIST.path, { data: { pageNum: 1, pageSize: 20, unitId: 9 } }));
  });
});
