import { GARDEN_CODES as G } from '@kg/shared';
import { childNumberEndpoints as N } from '@kg/shared/modules/garden/children-endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage, schoolSession } from '../../../test/render-page.tsx';
import GardenClassNumbersPage from './garden-class-numbers.page.tsx';

const api = { request: fakeRequest() };

const classes = [
  { id: 1, name: '苗苗一班', gradeId: 11, gradeName: '小班', studentCount: 3, numberedCount: 1 },
  { id: 2, name: '果果一班', gradeId: 13, gradeName: '大班', studentCount: 0, numberedCount: 0 },
];
const children = [
  { id: 31, name: '安安', gender: 1, studentNo: 'A001' },
  { id: 32, name: '贝贝', gender: 2, studentNo: null },
  { id: 33, name: '多多', gender: 1, studentNo: null },
];
/** save-stu-num-clazz answers the numbers it saved, with the children's names. */
const saved = (items: { studentId: number; studentNo: string | null }[]) =>
  items.map((i) => ({ ...i, name: children.find((c) => c.id === i.studentId)?.name ?? '' }));
const editor = schoolSession({ permissions: [G.garden, G.clazz, G.student, G.studentUpdate] });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [N.classes, classes],
      [N.children, children],
      [N.saveClass, (d: { items?: { studentId: number; studentNo: string | null }[] }) => saved(d.items ?? [])],
      [N.saveOne, (d: { studentId: number; studentNo: string }) => ({ studentId: d.studentId, studentNo: d.studentNo || null })],
    ),
  );
});

const inputs = () => screen.findAllByTestId('student-no', {}, { timeout: 5000 }) as Promise<HTMLInputElement[]>;

describe('student-number manager', () => {
  it('saves the changed numbers of the class at once, a blank one clearing it', async () => {
    await renderPage(<GardenClassNumbersPage />, { route: '/garden/base/class/edit2?id=1', session: editor });
    const [first, second] = await inputs();
    expect(first.value).toBe('A001');
    await fill(first, '');
    await fill(second, 'A002');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/save-stu-num-clazz', {
        data: {
          clazzId: 1,
          items: [
            { studentId: 31, studentNo: null },
            { studentId: 32, studentNo: 'A002' },
          ],
        },
        json: true,
      }),
    );
  });

  it('refuses to save a number used twice in the class before asking the server', async () => {
    await renderPage(<GardenClassNumbersPage />, { route: '/garden/base/class/edit2?id=1', session: editor });
    const [, second] = await inputs();
    await fill(second, 'A001');
    expect((screen.getByTestId('save') as HTMLButtonElement).disabled).toBe(true);
    expect(second.closest('.ant-input-affix-wrapper, .ant-input')?.className).toMatch(/status-error/);
  });

  it('numbers the class automatically with prefix, start, digits and overwrite', async () => {
    await renderPage(<GardenClassNumbersPage />, { route: '/garden/base/class/edit2?id=1', session: editor });
    await inputs();
    await userEvent.click(screen.getByTestId('auto-number'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('前缀'), 'M25-');
    await fill(within(dialog).getByLabelText('起始编号'), '7');
    await fill(within(dialog).getByLabelText('编号位数'), '2');
    await userEvent.click(within(dialog).getByLabelText('覆盖已有学号'));
    expect(within(dialog).getByTestId('auto-preview').textContent).toContain('M25-07');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/save-stu-num-clazz', {
        data: { clazzId: 1, auto: { prefix: 'M25-', start: 7, width: 2, overwrite: true } },
        json: true,
      }),
    );
  });

  it('refuses a prefix and a width the class call refuses, naming each; nothing is sent', async () => {
    await renderPage(<GardenClassNumbersPage />, { route: '/garden/base/class/edit2?id=1', session: editor });
    await inputs();
    await userEvent.click(screen.getByTestId('auto-number'));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('前缀'), 'M25_');
    await fill(within(dialog).getByLabelText('编号位数'), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('前缀只能包含字母、数字或 -')).toBeTruthy();
    expect(await within(dialog).findByText('编号位数应在 1 到 8 之间')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith('/kid-arch/v1/teacher/clazz/save-stu-num-clazz', expect.anything());
  });

  it('shows the numbers read-only without the update code', async () => {
    await renderPage(<GardenClassNumbersPage />, {
      route: '/garden/base/class/edit2',
      session: schoolSession({ permissions: [G.garden, G.clazz, G.student] }),
    });
    const [first] = await inputs();
    expect(first.disabled).toBe(true);
    expect(screen.queryByTestId('save')).toBeNull();
    expect(screen.queryByTestId('auto-number')).toBeNull();
  });
});
