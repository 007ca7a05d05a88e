import { InstitutionType } from '@kg/shared';
import { phoneEndpoints as K } from '@kg/shared/modules/accounts/phone';
import { wechatEndpoints as W } from '@kg/shared/modules/accounts/wechat';
import { staffProfileEndpoints as P } from '@kg/shared/modules/garden/staff-profile';
import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { UserInfo } from './user-info.tsx';

const api = { request: fakeRequest() };

const basic = {
  id: 11,
  realName: '王老师',
  mobile: '13900000021',
  gender: 2,
  birthday: '1990-05-01',
  nation: '汉族',
  idCardType: 1,
  idCardNo: '350212199005012345',
  countryType: 1,
  nativePlace: '',
  address: null,
  education: 3,
  email: null,
  avatarImgUrl: { url: '' },
};
const bind = { id: 5, bindType: 1, nickname: '小阳', avatarUrl: null, createdAt: '2025-03-01T08:00:00Z' };
let binds = [bind];
const quota = { dayAllowNum: 3, dayRemainingNum: 3, mobile: '139****0021' };

const occupation = {
  id: 11,
  realName: '王老师',
  postType: 2,
  jobTitle: '教师',
  entryDate: null,
  workStartDate: null,
  teacherQualification: null,
  professionalTitle: null,
  certificates: [],
};

/** The page's calls, answered with fixtures checked against their output schemas. */
const serve = (...more: Parameters<typeof answers>) =>
  answers(
    [K.mobileQuota, quota],
    [P.basic, basic],
    [P.occupation, occupation],
    [W.binds, () => binds],
    [
      W.unbind,
      (data: { id: number }) => {
        binds = binds.filter((b) => b.id !== data.id);
        return null;
      },
    ],
    [regionEndpoints.regionsByKey, []],
    ...more,
  );

beforeEach(() => {
  binds = [bind];
  api.request.mockReset();
  api.request.mockImplementation(serve());
});

describe('user information', () => {
  it("shows a school member's account and profile with the ID number masked", async () => {
    await renderPage(<UserInfo />, { route: '/system/system/account' });
    expect(await screen.findByText('139****0021')).toBeTruthy();
    const profile = await screen.findByTestId('profile');
    expect(within(profile).getByText('350212********2345')).toBeTruthy();
    expect(within(profile).getByText('本科')).toBeTruthy();
    await waitFor(() => expect(within(profile).getByText('专任教师')).toBeTruthy());
  });

  it('unbinds a WeChat only after confirming', async () => {
    await renderPage(<UserInfo />, { route: '/system/system/account' });
    await userEvent.click(await screen.findByText('解除绑定'));
    const question = await screen.findByText('解除后将不能再用该微信扫码登录，确定解除吗？');
    expect(api.request).not.toHaveBeenCalledWith(W.unbind.path, expect.anything());
    await userEvent.click(within(question.closest('.ant-modal-container') as HTMLElement).getByText(/^确\s*定$/));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(W.unbind.path, { data: { id: 5 } }));
    expect(await screen.findByText('尚未绑定微信')).toBeTruthy();
  });

  it('asks the server where to bind WeChat and stays when it is not configured', async () => {
    binds = [];
    api.request.mockImplementation(
      serve([
        W.wechatConfig,
        () => {
          throw new Error('微信登录尚未配置');
        },
      ]),
    );
    await renderPage(<UserInfo />, { route: '/system/system/account' });
    await userEvent.click(await screen.findByTestId('wechat-bind'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(W.wechatConfig.path, {
        data: { redirectUri: 'http://localhost:3000/' },
      }),
    );
    expect(sessionStorage.getItem('kg.wechatBindState')).toBeNull();
  });

  it('shows a group user no school profile', async () => {
    await renderPage(<UserInfo />, {
      route: '/group/system/account/index',
      session: schoolSession({ orgType: InstitutionType.group, isGroup: true }),
    });
    expect(await screen.findByText('139****0021')).toBeTruthy();
    expect(screen.queryByText('个人资料')).toBeNull();
    expect(api.request).not.toHaveBeenCalledWith(P.basic.path, expect.anything());
  });

  it('offers a read-only visitor nothing to change', async () => {
    await renderPage(<UserInfo />, { route: '/system/system/account', session: schoolSession({ readOnly: true }) });
    expect(await screen.findByTestId('read-only-banner')).toBeTruthy();
    expect(screen.queryByTestId('phone-change')).toBeNull();
    expect(screen.queryByTestId('wechat-bind')).toBeNull();
    expect(screen.queryByTestId('profile-edit')).toBeNull();
  });
});
