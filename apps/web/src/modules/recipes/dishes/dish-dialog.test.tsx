import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DISH_ENDPOINTS as E } from './dish-api.ts';
import { DishDialog } from './dish-dialog.tsx';

const api = { request: fakeRequest() };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.add, { id: 3 }]));
});

describe('dish dialog', () => {
  it("asks for the dish's name and each food row's food and grams the add call requires, naming each; nothing is sent", async () => {
    await renderPage(<DishDialog dish={null} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请填写菜品')).toBeTruthy();
    expect(await within(dialog).findByText('请选择食物')).toBeTruthy();
    expect(await within(dialog).findByText('请填写克数')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalled();
  });
});
