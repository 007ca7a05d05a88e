import { WORKFLOW_CODES as W } from '@kg/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, location, renderPage, schoolSession } from '../../../test/render-page.tsx';
import { PROCESS_ENDPOINTS as P, REQUEST_ENDPOINTS as R } from '../workflow-api.ts';
import { ProcessEditView } from './process-edit-view.tsx';
import { ProcessListView } from './process-list-view.tsx';

const api = { request: fakeRequest() };

const updatedAt = '2026-11-20T01:00:00.000Z';
const row = {
  id: 3,
  kind: 'vacation',
  name: '教职工休假',
  icon: null,
  color: null,
  enabled: true,
  version: 2,
  stepCount: 2,
  requestCount: 6,
  updatedAt,
};
const fresh = { ...row, id: 5, kind: 'purchase', name: '采购申请', version: 1, stepCount: 1, requestCount: 0 };
const vacation = {
  ...row,
  description: null,
  versionId: 8,
  form: [{ key: 'days', label: '天数', type: 'number' as const, required: true }],
  chain: [
    { name: '园长审批', approverKind: 'director' as const, approverIds: [], mode: 'any' as const, condition: null, timeLimitHours: 24 },
    {
      name: '督导',
      approverKind: 'supervisor' as const,
      approverIds: [],
      mode: 'any' as const,
      condition: { field: 'days', op: '>' as const, value: 3 },
      timeLimitHours: null,
    },
  ],
  cc: { staffIds: [], roleIds: [2] },
  people: { staff: [], roles: [{ id: 2, name: '行政' }] },
};
const manager = schoolSession({ permissions: [W.processView, W.processManage] });

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [P.list, { list: [row, fresh], total: 2, pageNum: 1, pageSize: 20 }],
      [P.get, vacation],
      [P.kinds, [{ kind: 'vacation', builtIn: true, form: vacation.form }]],
      [P.roleOptions, [{ id: 2, name: '保健医生' }]],
      [R.staffOptions, [{ id: 5, name: '李组长' }]],
      [P.enable, null],
      [P.add, { id: 9 }],
      [P.update, { id: 3 }],
    ),
  );
});

describe('process pages', () => {
  it('lists processes; one with requests says why it cannot be deleted; the switch disables', async () => {
    await renderPage(<ProcessListView />, { route: '/workflow/workflow/index', session: manager });
    expect(await screen.findByText('教职工休假')).toBeTruthy();
    await userEvent.click(screen.getAllByTestId('row-enabled')[0]);
    await waitFor(() => expect(api.request).toHaveBeenCalledWith(P.enable.path, { data: { id: 3, enabled: 0 } }));
    await userEvent.click(screen.getAllByTestId('row-delete')[0]);
    expect(await screen.findByText(/已有 6 个申请/)).toBeTruthy();
  });

  it('offers no changes to a viewer without the design code', async () => {
    await renderPage(<ProcessListView />, { route: '/workflow/workflow/index', session: schoolSession({ permissions: [W.processView] }) });
    expect(await screen.findByText('采购申请')).toBeTruthy();
    expect(screen.queryByTestId('row-edit')).toBeNull();
    expect(screen.queryByTestId('add')).toBeNull();
  });

  it('saves an edited process with its chain as the server takes it, warning of the new version', async () => {
    await renderPage(<ProcessEditView />, { route: '/workflow/workflow/edit?id=3', session: manager });
    expect(await screen.findByText(/保存后生成第 3 版/)).toBeTruthy();
    await fill(screen.getByTestId('process-name'), '休假申请');
    await userEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(location.current).toBe('/workflow/workflow/index'));
    const sent = api.request.mock.calls.find(([url]) => url === P.update.path)?.[1].data;
    expect(sent).toMatchObject({ id: 3, name: '休假申请', kind: 'vacation', cc: { staffIds: [], roleIds: [2] } });
    expect(sent.chain[1]).toEqual({
      name: '督导',
      approverKind: 'supervisor',
      approverIds: [],
      mode: 'any',
      condition: { field: 'days', op: '>', value: 3 },
      timeLimitHours: null,
    });
  });

  it('asks for the name the save call requires and refuses one it refuses, naming it; nothing is sent', async () => {
    await renderPage(<ProcessEditView />, { route: '/workflow/workflow/edit?id=3', session: manager });
    await fill(await screen.findByTestId('process-name'), '');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请填写流程名称')).toBeTruthy();
    await fill(screen.getByTestId('process-name'), '休假😀');
    expect(await screen.findByText('流程名称不能含表情符号')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(P.update.path, expect.anything());
  });

  it('keeps a broken chain on the page: a removed field its condition tested is named, nothing sent', async () => {
    await renderPage(<ProcessEditView />, { route: '/workflow/workflow/edit?id=3', session: manager });
    const field = await screen.findByTestId('field-0');
    await userEvent.click(within(field).getByTestId('field-remove'));
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请至少添加一个表单项')).toBeTruthy();
    expect(screen.getByText('条件须选择表单中的数字、日期区间或选择项')).toBeTruthy();
    expect(api.request).not.toHaveBeenCalledWith(P.update.path, expect.anything());
  });
});
