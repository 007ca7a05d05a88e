import { SYSTEM_CODES as C } from '@kg/shared';
import { verificationEndpoints as M } from '@kg/shared/modules/accounts/verification';
import { classOptionEndpoints } from '@kg/shared/modules/garden/classes-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/request.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { AccountAddDialog } from './account-add-dialog.tsx';
import { ACCOUNT_ENDPOINTS as E } from './account-api.ts';

const api = { request: fakeRequest() };
const HAS_ACCOUNT = '13900000012';
let refuse = true;

beforeEach(() => {
  refuse = true;
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [E.roleOptions, []],
      [classOptionEndpoints.options, []],
      [M.linkStatus, (d: { phone: string }) => ({ needsCode: d.phone === HAS_ACCOUNT })],
      [M.sendLinkCode, { expiresIn: 300, resendAfter: 60 }],
      [
        E.add,
        () => {
          if (!refuse) return { id: 30 };
          refuse = false;
          throw new ApiError('message-0002', 400, '验证码错误或已过期', { field: 'linkCode' });
        },
      ],
    ),
  );
});

describe('a new account for a phone that already has one', () => {
  it("asks for its person's code, sends it with the add, and marks a wrong one on the field", async () => {
    const onSaved = vi.fn();
    await renderPage(<AccountAddDialog onClose={() => {}} onSaved={onSaved} />, {
      session: schoolSession({ permissions: [C.accounts, C.accountAdd] }),
    });
    const dialog = await screen.findByRole('dialog');
    const inputs = within(dialog).getAllByRole('textbox');
    await fill(inputs[0], '借调园长');
    await fill(inputs[1], HAS_ACCOUNT);
    fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0]);
    const option = await waitFor(() => {
      const o = document.querySelector('.ant-select-item-option');
      if (!o) throw new Error('no post type option yet');
      return o;
    });
    await userEvent.click(option);
    await userEvent.click(await within(dialog).findByTestId('send-code'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(M.sendLinkCode.path, { data: { phone: HAS_ACCOUNT } }));
    await fill(within(dialog).getByTestId('link-code-input'), '135790');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('验证码错误或已过期', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    await fill(within(dialog).getByTestId('link-code-input'), '246801');
    await userEvent.click(within(dialog).getByTestId('save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('借调园长'));
    const sent = api.request.mock.calls.filter(([p]) => p === E.add.path).map(([, o]) => o.data);
    expect(sent.map((d) => [d.mobile, d.linkCode])).toEqual([
      [HAS_ACCOUNT, '135790'],
      [HAS_ACCOUNT, '246801'],
    ]);
  });
});
