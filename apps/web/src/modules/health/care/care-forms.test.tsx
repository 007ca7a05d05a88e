import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { CareAddDialog } from './care-add-dialog.tsx';
import { CARE_ENDPOINTS as E, MODEL_ENDPOINTS as M } from './care-api.ts';
import { TemplatesDialog } from './care-templates.tsx';

const api = { request: fakeRequest() };

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.remindUsers, []], [E.students, []], [M.list, []], [E.add, { id: 1 }], [M.add, { id: 1 }]));
});

const sent = (path: string) => api.request.mock.calls.some(([url]) => url === path);

describe('care forms follow the add calls', () => {
  it('a care record asks for the child, the condition and the period, naming each; nothing is sent', async () => {
    await renderPage(<CareAddDialog onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请选择幼儿')).toBeTruthy();
    expect(await within(dialog).findByText('请填写病情')).toBeTruthy();
    expect(await within(dialog).findByText('请选择护理期间')).toBeTruthy();
    expect(within(dialog).getByTestId('condition').getAttribute('maxlength')).toBe('100');
    expect(sent(E.add.path)).toBe(false);
  });

  it('a medicine row asks for the medicine and its dose, naming each; nothing is sent', async () => {
    await renderPage(<CareAddDialog onClose={() => {}} onSaved={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /添加药品/ }));
    await userEvent.click(within(dialog).getByTestId('save'));
    expect(await within(dialog).findByText('请填写药品')).toBeTruthy();
    expect(await within(dialog).findByText('请填写剂量')).toBeTruthy();
    expect(sent(E.add.path)).toBe(false);
  });

  it('a template asks for its title and content, naming each; nothing is sent', async () => {
    await renderPage(<TemplatesDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('add-template'));
    expect(await within(dialog).findByText('请填写模板标题')).toBeTruthy();
    expect(await within(dialog).findByText('请填写模板内容')).toBeTruthy();
    await fill(within(dialog).getAllByRole('textbox')[0], '😀');
    expect(await within(dialog).findByText('模板标题不能含表情符号')).toBeTruthy();
    expect(sent(M.add.path)).toBe(false);
  });
});
