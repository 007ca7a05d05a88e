import { InstitutionType } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, schoolSession } from '../../test/render-page.tsx';
import { UserInfo } from './user-info.tsx';

const api = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('../../api/request.ts', async (orig) => ({ ...(await orig<object>()), request: api.request }));

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
let binds = [{ id: 5, bindType: 1, nickname: '小阳', avatarUrl: null, createdAt: '2025-03-01T08:00:00Z' }];

beforeEach(() => {
  binds = [{ id: 5, bindType: 1, nickname: '小阳', avatarUrl: null, createdAt: '2025-03-01T08:00:00Z' }];
  api.request.mockReset();
  api.request.mockImplementation(async (url: string, opts?: { data?: { id?: number } }) => {
    if (url.endsWith('check-update-mobile-self')) return { dayAllowNum: 3, dayRemainingNum: 3, mobile: '139****0021' };
    if (url.endsWith('getTeacherBasicById')) return basic;
    if (url.endsWith('getTeacherOccupationById')) return { id: 11, postType: 2, jobTitle: '教师', certificates: [] };
    if (url.endsWith('get-bind-list')) return binds;
    if (url.endsWith('unbind')) {
      binds = binds.filter((b) => b.id !== opts?.data?.id);
      return null;
    }
    return [];
  });
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
    expect(api.request).not.toHaveBeenCalledWith('/user/v1/bind/unbind', expect.anything());
    await userEvent.click(within(question.closest('.ant-modal-container') as HTMLElement).getByText(/^确\s*定$/));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith('/user/v1/bind/unbind', { data: { id: 5 } }));
    expect(await screen.findByText('尚未绑定微信')).toBeTruthy();
  });

  it('asks the server where to bind WeChat and stays when it is not configured', async () => {
    api.request.mockImplementation(async (url: string) => {
      if (url.endsWith('wechat-open/config')) throw new Error('微信登录尚未配置');
      if (url.endsWith('check-update-mobile-self')) return { dayAllowNum: 3, dayRemainingNum: 3, mobile: '139****0021' };
      return url.endsWith('get-bind-list') ? [] : { id: 11, certificates: [], avatarImgUrl: { url: '' } };
    });
    await renderPage(<UserInfo />, { route: '/system/system/account' });
    await userEvent.click(await screen.findByTestId('wechat-bind'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/iam/v1/third/bind/wechat-open/config', {
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
    expect(api.request).not.toHaveBeenCalledWith('/kid-arch/v1/teacher/accountTeacher/getTeacherBasicById', expect.anything());
  });

  it('offers a read-only visitor nothing to change', async () => {
    await renderPage(<UserInfo />, { route: '/system/system/account', session: schoolSession({ readOnly: true }) });
    expect(await screen.findByTestId('read-only-banner')).toBeTruthy();
    expect(screen.queryByTestId('phone-change')).toBeNull();
    expect(screen.queryByTestId('wechat-bind')).toBeNull();
    expect(screen.queryByTestId('profile-edit')).toBeNull();
  });
});
