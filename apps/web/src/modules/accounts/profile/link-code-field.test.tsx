import { verificationEndpoints as M } from '@kg/shared/modules/accounts/verification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/request.ts';
import { showServerFieldError } from '../../../kit/index.ts';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { LinkCodeField } from './link-code-field.tsx';

const api = { request: fakeRequest() };
const HAS_ACCOUNT = '13900000012';
const saved: unknown[] = [];

beforeEach(() => {
  saved.length = 0;
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [M.linkStatus, (d: { phone: string }) => ({ needsCode: d.phone === HAS_ACCOUNT })],
      [M.sendLinkCode, { expiresIn: 300, resendAfter: 60 }],
    ),
  );
});

/** A bare add form: the phone, the consent field, and a save that the server refuses once for a wrong code. */
function AddForm({ refuse }: { refuse?: boolean }) {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <Form.Item name="phone" label="phone">
        <Input data-testid="phone" />
      </Form.Item>
      <LinkCodeField phoneName="phone" name="linkCode" />
      <Button
        data-testid="save"
        onClick={async () => {
          const v = await form.validateFields().catch(() => null);
          if (!v) return;
          saved.push(v);
          if (refuse) showServerFieldError(form, new ApiError('message-0002', 400, '验证码错误', { field: 'linkCode' }));
        }}
      >
        save
      </Button>
    </Form>
  );
}

describe('the code of a linked account', () => {
  it('appears only for a valid phone that already has an account', async () => {
    await renderPage(<AddForm />);
    await fill(screen.getByTestId('phone'), '1390000');
    expect(api.request).not.toHaveBeenCalledWith(M.linkStatus.path, expect.anything());
    await fill(screen.getByTestId('phone'), '13512349876');
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(M.linkStatus.path, { data: { phone: '13512349876' } }));
    expect(screen.queryByTestId('link-code')).toBeNull();
    await fill(screen.getByTestId('phone'), HAS_ACCOUNT);
    expect(await screen.findByText(/该手机号已有账号，并在其他机构使用/)).toBeTruthy();
    expect(screen.getByTestId('link-code-input')).toBeTruthy();
  });

  it('sends the code through send-link-code and counts down before a resend', async () => {
    await renderPage(<AddForm />);
    await fill(screen.getByTestId('phone'), HAS_ACCOUNT);
    await userEvent.click(await screen.findByTestId('send-code'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(M.sendLinkCode.path, { data: { phone: HAS_ACCOUNT } }));
    expect(api.request).not.toHaveBeenCalledWith(M.sendCode.path, expect.anything());
    expect(await screen.findByText('60 秒后重发')).toBeTruthy();
    expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is required when shown, goes into the saved values, and the server refusal stands under it', async () => {
    await renderPage(<AddForm refuse />);
    await fill(screen.getByTestId('phone'), HAS_ACCOUNT);
    await screen.findByTestId('link-code-input');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请填写该手机收到的验证码')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await fill(screen.getByTestId('link-code-input'), '123456');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(saved).toEqual([{ phone: HAS_ACCOUNT, linkCode: '123456' }]));
    expect(await screen.findByText('验证码错误')).toBeTruthy();
  });

  it('drops a code typed for another phone', async () => {
    await renderPage(<AddForm />);
    await fill(screen.getByTestId('phone'), HAS_ACCOUNT);
    await fill(await screen.findByTestId('link-code-input'), '123456');
    await fill(screen.getByTestId('phone'), '13512349876');
    await waitFor(() => expect(screen.queryByTestId('link-code')).toBeNull());
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(saved).toEqual([{ phone: '13512349876' }]));
  });
});
