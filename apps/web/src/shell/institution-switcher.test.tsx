import { signInEndpoints } from '@kg/shared/modules/accounts/sign-in';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../kit/testing.ts';
import { sessionStore } from '../session/session-store.ts';
import { InstitutionSwitcher } from './institution-switcher.tsx';
import { renderAt, signIn, useChinese } from './testing/render.tsx';

const api = { request: fakeRequest() };

const group = {
  id: 2,
  loginId: 2,
  name: '阳光幼教集团',
  title: '阳光幼教集团',
  type: 1,
  tenantryId: 2,
  organizationId: 2,
  groupName: null,
  teacherId: 41,
  current: false,
  children: [],
};
const groupOnly = (currentId: number) => ({
  total: 1,
  currentId,
  tree: [{ id: 'type-1', title: '幼儿园集团', type: 1, children: [{ ...group, current: currentId === 2 }] }],
});

describe('institution switcher', () => {
  beforeEach(async () => {
    await useChinese();
    api.request.mockReset();
  });

  it('offers nothing to switch to for an account of one institution, signed in to it', async () => {
    api.request.mockImplementation(answers([signInEndpoints.orgList, groupOnly(2)]));
    signIn({ orgId: 2, schoolId: 2, groupId: 2, groupEmployeeId: 41, schoolName: '阳光幼教集团' });
    renderAt('/desktop/index', <InstitutionSwitcher session={sessionStore.get()!} />);
    expect(await screen.findByTestId('current-institution')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('institution-switcher')).toBeNull();
  });

  it('lets a group employee inside a school go back to the group', async () => {
    api.request.mockImplementation(answers([signInEndpoints.orgList, groupOnly(3)]));
    signIn({ orgId: 3, schoolId: 3, schoolName: '阳光第一幼儿园' });
    renderAt('/desktop/index', <InstitutionSwitcher session={sessionStore.get()!} />);
    expect(await screen.findByTestId('institution-switcher')).toBeTruthy();
  });
});
