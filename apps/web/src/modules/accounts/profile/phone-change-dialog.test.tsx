import { phoneEndpoints as K } from '@kg/shared/modules/accounts/phone';
import { verificationEndpoints } from '@kg/shared/modules/accounts/verification';
import { wechatEndpoints } from '@kg/shared/modules/accounts/wechat';
import { staffProfileEndpoints as P } from '@kg/shared/modules/garden/staff-profile';
import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { PhoneChangeDialog } from './phone-change-dialog.tsx';
import { UserInfo } from './user-info.tsx';

const api = { request: fakeRequest() };

let quota = { dayAllowNum: 3, dayRemainingNum: 2, mobile: '139****0021' };
/** The own profile the page shows beside the phone. */
const profile = {
  id: 11,
  realName: '王老师',
  mobile: '13900000021',
  gender: null,
  birthday: null,
  nation: null,
  idCardType: null,
  idCardNo: '',
  countryType: null,
  nativePlace: '',
  address: null,
  education: null,
  email: null,
  avatarImgUrl: { url: '' },
};
let confirm: () => Promise<unknown>;

beforeEach(() => {
  changed.mockReset();
  usedUp.mockReset();
  quota = { dayAllowNum: 3, dayRemainingNum: 2, mobile: '139****0021' };
  confirm = async () => ({ dayAllowNum: 3, dayRemainingNum: 1, mobile: '138****8000' });
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [K.mobileQuota, () => quota],
      [K.changeOwnMobile, () => confirm()],
      [verificationEndpoints.sendCode, { expiresIn: 300, resendAfter: 60 }],
      [wechatEndpoints.binds, []],
      [regionEndpoints.regionsByKey, []],
      [P.basic, profile],
      [
        P.occupation,
        {
          id: 11,
          realName: '王老师',
          postType: null,
          jobTitle: null,
          entryDate: null,
          workStartDate: null,
          teacherQualification: null,
          professionalTitle: null,
          certificates: [],
        },
      ],
    ),
  );
});

const changed = vi.fn();
const usedUp = vi.fn();

/** The dialog on its own, open (the page's opening check has its own test below). */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="dialog-state">{open ? 'open' : 'closed'}</span>
      <PhoneChangeDialog open={open} onClose={() => setOpen(false)} onChanged={changed} onQuotaUsedUp={usedUp} />
    </>
  );
}

async function openDialog() {
  await renderPage(<Harness />, { route: '/system/system/account' });
  return screen.findByRole('dialog');
}

const confirmButton = () => screen.getByTestId('phone-confirm');

describe('change phone number dialog', () => {
  it('requires a phone of at most 11 digits and checks its format', async () => {
    await openDialog();
    const input = screen.getByPlaceholderText('请输入手机号');
    expect(input.getAttribute('maxlength')).toBe('11');
    await fill(input, '1');
    await userEvent.clear(input);
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    await fill(input, '12012345678');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it('keeps confirm disabled until phone and code are both valid', async () => {
    await openDialog();
    const input = screen.getByPlaceholderText('请输入手机号');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await fill(input, '12012345678');
    await fill(screen.getByPlaceholderText('请输入验证码'), '123456');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    await userEvent.clear(input);
    await fill(input, '13812348000');
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
  });

  it('sends the code to the new phone and changes it', async () => {
    await openDialog();
    await fill(screen.getByPlaceholderText('请输入手机号'), '13812348000');
    await userEvent.click(screen.getByTestId('send-code'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(verificationEndpoints.sendCode.path, {
        data: { phone: '13812348000', scene: 'mobile-change' },
      }),
    );
    await fill(screen.getByPlaceholderText('请输入验证码'), '654321');
    await userEvent.click(confirmButton());
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith(K.changeOwnMobile.path, {
        data: { mobile: '13812348000', code: '654321' },
        silent: true,
      }),
    );
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ dayAllowNum: 3, dayRemainingNum: 1, mobile: '138****8000' }));
    expect(screen.getByTestId('dialog-state').textContent).toBe('closed');
  });

  it('counts down per phone: another number may get its code at once', async () => {
    await openDialog();
    const input = screen.getByPlaceholderText('请输入手机号');
    await fill(input, '13812348000');
    await userEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('send-code').textContent).toMatch(/\d+ 秒后重发/);
    await userEvent.clear(input);
    await fill(input, '13812348001');
    expect(screen.getByTestId('send-code').hasAttribute('disabled')).toBe(false);
  });

  it("answers an already bound number with an 'error notice' alert and clears the input", async () => {
    confirm = async () => {
      throw new ApiError('user-0001', 400, 'This phone number is already bound');
    };
    await openDialog();
    const input = screen.getByPlaceholderText('请输入手机号') as HTMLInputElement;
    await fill(input, '13900000011');
    await fill(screen.getByPlaceholderText('请输入验证码'), '111111');
    await userEvent.click(confirmButton());
    expect((await screen.findAllByText('错误提示')).length).toBeGreaterThan(0);
    expect(screen.getByText('该手机号已被绑定，请更换其他手机号')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
  });

  it("closes with a 'warning' when the allowance runs out meanwhile", async () => {
    confirm = async () => {
      throw new ApiError('user-0002', 400, 'used up', { dayAllowNum: 3, dayRemainingNum: 0 });
    };
    await openDialog();
    await fill(screen.getByPlaceholderText('请输入手机号'), '13812348000');
    await fill(screen.getByPlaceholderText('请输入验证码'), '111111');
    await userEvent.click(confirmButton());
    await waitFor(() => expect(usedUp).toHaveBeenCalledWith(3));
    expect(screen.getByTestId('dialog-state').textContent).toBe('closed');
  });

  it("does not open from the page when today's allowance is used up, and says so in a 'warning'", async () => {
    quota = { ...quota, dayRemainingNum: 0 };
    await renderPage(<UserInfo />, { route: '/system/system/account' });
    await screen.findByText('139****0021');
    await userEvent.click(screen.getByTestId('phone-change'));
    expect(await screen.findByText('该账号今日 3 次修改机会已用完，请明天再试')).toBeTruthy();
    expect(screen.getAllByText('警告').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('dialog', { name: '更换手机号' })).toHaveLength(0);
  });
});
