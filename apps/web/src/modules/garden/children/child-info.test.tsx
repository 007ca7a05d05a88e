import { GARDEN_CODES as G } from '@kg/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { renderPage, schoolSession } from '../../../test/render-page.tsx';
import { STUDENT_ENDPOINTS as E } from './child-api.ts';
import GardenStudentInfoPage from './garden-student-info.page.tsx';

const api = { request: fakeRequest() };

const FULL = '11010520200301123X';
const MASKED = '110105********123X';
const child = (reveal: boolean) => ({
  id: 9,
  clazzId: 4,
  name: '王小明',
  gender: 1,
  birthday: '2020-03-01',
  idCardType: 1,
  idCardNo: reveal ? FULL : MASKED,
  idCardMasked: !reveal,
  canReveal: true,
  nation: '汉族',
  studentNo: null,
  enrolDate: null,
  status: 1,
  ageMonths: 70,
  clazzName: '中一班',
  gradeId: 2,
  gradeName: '中班',
  graduatedAt: null,
  guardians: [{ id: 5, accountId: 50, name: '李芳', phone: '138****0001', relation: '母亲', isDirectGuardian: true }],
  // what other modules add to the profile; health's view is registered by pages/profile-sections.ts
  sections: [
    {
      module: 'health',
      key: 'health.summary',
      data: {
        allergies: [{ allergenName: '花生', allergenNameEn: 'Peanut', kind: 'food', severity: 3, reaction: null }],
        histories: [],
        latestChecks: [],
        latestTemperature: { day: '2026-11-27', slot: 1, temperature: 36.6 },
        openCare: [],
      },
    },
    { module: 'fees', key: 'fees.balance', data: 12 },
  ],
});

beforeEach(() => {
  api.request.mockReset();
  api.request.mockImplementation(answers([E.detail, (data: { reveal?: boolean }) => child(data.reveal === true)]));
});

describe('child info', () => {
  it('shows the full ID number only on request of a user holding sensitive-id-card-view', async () => {
    await renderPage(<GardenStudentInfoPage />, {
      route: '/garden/student/info?id=9',
      session: schoolSession({ permissions: [G.student, G.idCardReveal] }),
    });
    expect((await screen.findByTestId('id-card-no')).textContent).toBe(MASKED);
    await userEvent.click(screen.getByTestId('id-card-toggle'));
    await waitFor(() => expect(screen.getByTestId('id-card-no').textContent).toBe(FULL));
    expect(api.request).toHaveBeenCalledWith('/kid-arch/v1/teacher/web/student/detail', { data: { id: 9, reveal: true } });
  });

  it('offers no show toggle and no edit without the codes', async () => {
    await renderPage(<GardenStudentInfoPage />, {
      route: '/garden/student/info?id=9',
      session: schoolSession({ permissions: [G.student] }),
    });
    expect((await screen.findByTestId('id-card-no')).textContent).toBe(MASKED);
    expect(screen.queryByTestId('id-card-toggle')).toBeNull();
    expect(screen.queryByTestId('edit')).toBeNull();
    expect(api.request).not.toHaveBeenCalledWith('/kid-arch/v1/teacher/web/student/detail', { data: { id: 9, reveal: true } });
  });
});

describe("sections other modules add to a child's profile", () => {
  it("shows health's summary through its registered view and leaves out a section this build has no view for", async () => {
    await renderPage(<GardenStudentInfoPage />, {
      route: '/garden/student/info?id=9',
      session: schoolSession({ permissions: [G.student] }),
    });
    const health = await screen.findByTestId('health-records');
    expect(health.textContent).toContain('花生 · ');
    expect(health.textContent).toContain('36.6 °C');
    expect(screen.getByText('健康信息')).toBeTruthy();
    expect(screen.queryByTestId('profile-section-fees.balance')).toBeNull();
    // one call: the sections ride on the detail answer
    expect(api.request).toHaveBeenCalledTimes(1);
  });
});

describe('child detail fixtures', () => {
  it('refuses a guardian field the detail does not answer', async () => {
    const bad = { ...child(false), guardians: [{ ...child(false).guardians[0], mobile: '138****0001' }] };
    await expect(answers([E.detail, bad])(E.detail.path)).rejects.toThrow(/field "guardians.0.mobile" is not in its output schema/);
  });
});
