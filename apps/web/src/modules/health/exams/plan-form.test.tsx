import { optionEndpoints } from '@kg/shared/modules/health/inspection/inspection';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { fill, renderPage } from '../../../test/render-page.tsx';
import { EP } from './exams-api.ts';
import { PlanForm } from './plan-form.tsx';

const api = { request: fakeRequest() };
const item = (key: 'height' | 'weight', label: string) => ({
  key,
  label,
  labelEn: key,
  unit: key === 'height' ? 'cm' : 'kg',
  kind: 'number' as const,
  min: 1,
  max: 200,
  decimals: 1,
  choices: [],
  growth: true,
});

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(
    answers(
      [EP.items, [item('height', '身高'), item('weight', '体重')]],
      [optionEndpoints.classes, [{ id: 1, name: '小一班', gradeId: 1, gradeName: '小班' }]],
      [EP.create, { id: 5 }],
    ),
  );
});

describe('exam plan form', () => {
  it('asks for the name, period and classes the create call requires, naming each, and refuses a name the call refuses; nothing is sent', async () => {
    await renderPage(<PlanForm title="新增体检计划" testId="plan-add" />, { route: '/health/fitness/examinationPlan/add' });
    await screen.findByTestId('plan-name');
    await userEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('请填写计划名称')).toBeTruthy();
    expect(await screen.findByText('请选择体检期间')).toBeTruthy();
    expect(await screen.findByText('请选择参检班级')).toBeTruthy();
    expect(screen.getByTestId('plan-name').getAttribute('maxlength')).toBe('40');
    await fill(screen.getByTestId('plan-name'), '春季体检😀');
    expect(await screen.findByText('计划名称不能含表情符号')).toBeTruthy();
    await waitFor(() => expect(api.request.mock.calls.some(([url]) => url === EP.create.path)).toBe(false));
  });
});
