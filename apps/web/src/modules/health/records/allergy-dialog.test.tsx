import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { AllergyDialog } from './allergy-dialog.tsx';
import { ALLERGY } from './records-api.ts';

const api = { request: fakeRequest() };
const allergens = [{ id: 3, name: '花生', nameEn: 'Peanut', kind: 'food' as const, foodCategories: [], foodKeywords: ['花生'] }];

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([ALLERGY.addOrUpdateStuAllergy, { count: 1 }]));
});

describe('allergy dialog', () => {
  it('asks for the allergen the save call requires, naming it, and takes the chosen severity; nothing is sent', async () => {
    const onSaved = vi.fn();
    const child = { studentId: 7, name: '王小明', allergies: [] };
    await renderPage(<AllergyDialog child={child} allergens={allergens} onClose={() => {}} onSaved={onSaved} />, {
      route: '/health/check/allergy',
      session: schoolSession({ permissions: [H.allergy] }),
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('add-item'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('请选择过敏原')).toBeTruthy();
    // the new row's severity and source are chosen already
    expect(within(dialog).queryByText('请选择严重程度')).toBeNull();
    expect(api.request).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
