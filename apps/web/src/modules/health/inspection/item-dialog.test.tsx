import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ITEM_ENDPOINTS as I } from './inspect-api.ts';
import { ItemDialog } from './item-dialog.tsx';

const api = { request: fakeRequest() };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([I.addOrUpdate, { id: 9 }]));
});

describe('check item dialog', () => {
  it("asks for the item's name and each finding's name the save call requires, naming each; nothing is sent", async () => {
    await renderPage(<ItemDialog item={null} onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请填写项目名称')).toBeTruthy();
    expect(await within(dialog).findByText('请填写异常表现')).toBeTruthy();
    expect(within(dialog).getAllByRole('textbox')[0].getAttribute('maxlength')).toBe('20');
    expect(api.request).not.toHaveBeenCalled();
  });
});
