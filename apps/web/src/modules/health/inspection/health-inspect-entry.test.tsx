import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import HealthInspectEntryPage from './health-inspect-entry.page.tsx';
import { CHECK_ENDPOINTS as C, CONF_ENDPOINTS as F, INSPECT_OPTION_ENDPOINTS as O } from './inspect-api.ts';

const api = { request: fakeRequest() };

const updatedAt = '2025-09-01T00:00:00.000Z';
const items = [
  { id: 1, name: '体温', kind: 'temperature' as const, findings: [], sort: 1, enabled: true, updatedAt },
  { id: 2, name: '皮肤', kind: 'choice' as const, findings: [{ name: '皮疹', group: 'rash' as const }], sort: 2, enabled: true, updatedAt },
];
const kid = (id: number, name: string) => ({
  studentId: id,
  name,
  studentNo: `S${id}`,
  gender: 1,
  result: null,
  temperature: null,
  findings: [],
  symptomGroups: [],
  measures: null,
  note: null,
  recordedAt: null,
});
const day = '2025-09-01';
const saved = (body: { studentId: number; result: string; temperature?: number | null }) => ({
  ...kid(body.studentId, `child${body.studentId}`),
  result: body.temperature && body.temperature >= 37.3 ? 'abnormal' : body.result,
  temperature: body.temperature ?? null,
});

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [O.classes, [{ id: 7, name: '小一班', gradeId: 1, gradeName: '小班' }]],
      [F.listConf, [{ slot: 1, enabled: true, starts: '00:00', ends: '23:55', itemIds: [1, 2], items }]],
      [
        C.sheet,
        {
          classId: 7,
          className: '小一班',
          day,
          slot: 1,
          editable: true,
          items,
          children: [kid(1, '王小明'), kid(2, '李小红'), kid(3, '张小华')],
        },
      ],
      [C.save, saved],
    ),
  );
});

const render = () =>
  renderPage(<HealthInspectEntryPage />, {
    route: `/health/examinations/morningExaminations/entry?day=${day}`,
    session: schoolSession({ permissions: [H.inspectRecord] }),
  });
const saves = () => api.request.mock.calls.filter(([url]) => url === C.save.path).map(([, o]) => o.data);

describe('check entry', () => {
  it('records the chosen child normal with one key and moves to the next child without a check', async () => {
    await render();
    await screen.findByTestId('child-1');
    fireEvent.keyDown(document.body, { key: 'n' });
    await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ studentId: 1, result: 'normal', day, slot: 1 })]));
    await waitFor(() => expect(screen.getByTestId('child-2').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByTestId('progress').textContent).toMatch('1 / 3');
  });

  it('saves a typed temperature with Enter, a fever as abnormal, and a scanned number jumps to its child', async () => {
    await render();
    await screen.findByTestId('child-1');
    await userEvent.type(screen.getByTestId('scan').querySelector('input') as HTMLInputElement, 'S3{Enter}');
    await waitFor(() => expect(screen.getByTestId('child-3').getAttribute('aria-selected')).toBe('true'));
    const temp = screen.getByTestId('temperature');
    await userEvent.clear(temp);
    await userEvent.type(temp, '378{Enter}');
    await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ studentId: 3, result: 'abnormal', temperature: 37.8 })]));
    // a key inside the temperature box is typing, not a command
    fireEvent.keyDown(temp, { key: 'n' });
    expect(saves()).toHaveLength(1);
    // a scanner typing into the temperature box picks the child it names
    await userEvent.clear(temp);
    await userEvent.type(temp, 'S2{Enter}');
    await waitFor(() => expect(screen.getByTestId('child-2').getAttribute('aria-selected')).toBe('true'));
    expect(saves()).toHaveLength(1);
  });

  it('from the temperature box Alt+N saves the typed temperature, Alt+S and Alt+O record absences; digits, the point and plain letters stay typing', async () => {
    await render();
    await screen.findByTestId('child-1');
    const temp = screen.getByTestId('temperature');
    await userEvent.click(temp);
    await userEvent.type(temp, '36.8');
    // plain keys in the box are text: a scanned 'S3' or 'n' never records anything
    await userEvent.type(temp, 'ns');
    expect(saves()).toHaveLength(0);
    await userEvent.clear(temp);
    await userEvent.type(temp, '36.8');
    fireEvent.keyDown(temp, { key: 'ñ', code: 'KeyN', altKey: true });
    await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ studentId: 1, result: 'normal', temperature: 36.8 })]));
    await waitFor(() => expect(screen.getByTestId('child-2').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByTestId('measures'), { key: 'ß', code: 'KeyS', altKey: true });
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toEqual(expect.objectContaining({ studentId: 2, result: 'absent-sick', temperature: null }));
    await waitFor(() => expect(screen.getByTestId('child-3').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByTestId('temperature'), { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    await waitFor(() => expect(screen.getByTestId('child-2').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(screen.getByTestId('temperature'), { key: 'ø', code: 'KeyO', altKey: true });
    await waitFor(() => expect(saves()).toHaveLength(3));
    expect(saves()[2]).toEqual(expect.objectContaining({ studentId: 2, result: 'absent-other' }));
  });
});
