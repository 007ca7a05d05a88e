import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { AlertRulesDialog } from './alert-rules-dialog.tsx';
import { ALERT_ENDPOINTS as E } from './alerts-api.ts';

const api = { request: fakeRequest() };
const rules = {
  classCount: 3,
  classDays: 3,
  acrossClasses: true,
  schoolCount: 5,
  schoolDays: 3,
  absenceFactor: 2,
  absenceWindow: 20,
  absenceMin: 3,
};

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.rules, rules], [E.rulesSave, null]));
});

describe('the alert rules dialog', () => {
  it('refuses a school count below the class count before sending, then saves the rules', async () => {
    const onClose = vi.fn();
    await renderPage(<AlertRulesDialog editable onClose={onClose} />);
    const schoolCount = await screen.findByLabelText('全园人数达到');
    await fill(schoolCount, '2');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('全园人数不能小于同班人数')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(E.rulesSave.path, expect.anything());
    await fill(schoolCount, '6');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(E.rulesSave.path, { data: { ...rules, schoolCount: 6 }, json: true }));
    expect(onClose).toHaveBeenCalled();
  });
});
