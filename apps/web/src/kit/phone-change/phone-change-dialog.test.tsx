import { endpoints } from '@kg/shared';
import { SIGNED_IN } from '@kg/shared/contract/access';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { fill, renderPage } from '../../test/render-page.tsx';
import { PhoneChangeDialog, type PhoneChangeDialogProps } from './phone-change-dialog.tsx';

/** A phone change as a module declares one; the dialog reads the phone's limit from it. */
const E = endpoints('/test/v1', {
  change: {
    path: 'change-phone',
    access: SIGNED_IN,
    input: z.object({ mobile: z.string().trim().min(1).max(11) }),
    output: z.object({}),
    summary: 'test',
  },
});

function Harness(p: Partial<PhoneChangeDialogProps<unknown>>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <PhoneChangeDialog
        open={open}
        endpoint={E.change}
        title="更换手机号"
        label="新手机号"
        placeholder="phone"
        send={async () => ({})}
        onDone={() => {}}
        onClose={() => setOpen(false)}
        confirmTestId="confirm"
        {...p}
      />
    </>
  );
}

const confirm = () => screen.getByTestId('confirm') as HTMLButtonElement;

describe('the phone change dialog', () => {
  it('takes a valid phone as long as the endpoint allows, and sends it without a code when none is asked', async () => {
    const send = vi.fn(async () => ({ mobile: '139****8888' }));
    const onDone = vi.fn();
    await renderPage(<Harness send={send} onDone={onDone} note="王小明 当前手机号：138****0000" />);
    expect(screen.getByText('王小明 当前手机号：138****0000')).toBeTruthy();
    const input = screen.getByPlaceholderText('phone');
    expect(input.getAttribute('maxlength')).toBe('11');
    await fill(input, '1391234');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(confirm().disabled).toBe(true);
    await fill(input, '13912348888');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    await userEvent.click(confirm());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ mobile: '139****8888' }, '13912348888'));
    expect(send).toHaveBeenCalledWith('13912348888', '');
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('waits for the code when one is asked, and hands the send button the checked phone', async () => {
    const send = vi.fn(async () => ({}));
    const checkedPhones: string[] = [];
    await renderPage(
      <Harness
        send={send}
        code={{
          label: '验证码',
          placeholder: 'code',
          sendButton: (_, checked) => (
            <button type="button" data-testid="send" onClick={async () => checkedPhones.push(await checked())}>
              send
            </button>
          ),
        }}
      />,
    );
    await fill(screen.getByPlaceholderText('phone'), '13812348000');
    await userEvent.click(screen.getByTestId('send'));
    await waitFor(() => expect(checkedPhones).toEqual(['13812348000']));
    expect(confirm().disabled).toBe(true);
    await fill(screen.getByPlaceholderText('code'), '123456');
    await userEvent.click(confirm());
    await waitFor(() => expect(send).toHaveBeenCalledWith('13812348000', '123456'));
  });

  it('clears a number bound to another account with an alert, and closes once the allowance is used up', async () => {
    let refusal = new ApiError('user-0001', 400, 'bound');
    const usedUp = vi.fn();
    const send = async () => {
      throw refusal;
    };
    await renderPage(<Harness send={send} showsFailures onQuotaUsedUp={usedUp} />);
    const input = screen.getByPlaceholderText('phone') as HTMLInputElement;
    await fill(input, '13900000011');
    // the button opens once the phone is checked: a click before that sends nothing
    await waitFor(() => expect(confirm().disabled).toBe(false));
    await userEvent.click(confirm());
    expect(await screen.findByText('该手机号已被绑定，请更换其他手机号')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    refusal = new ApiError('user-0002', 400, 'used up', { dayAllowNum: 3, dayRemainingNum: 0 });
    await fill(input, '13900000012');
    await waitFor(() => {
      expect(confirm().disabled).toBe(false);
      expect(confirm().className).not.toContain('ant-btn-loading');
    });
    await userEvent.click(confirm());
    await waitFor(() => expect(usedUp).toHaveBeenCalledWith(3));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });
});
