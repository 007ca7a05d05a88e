import { InstitutionType } from '@kg/shared';
import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { beforeEach, describe, expect, it } from 'vitest';
import { answers, fakeRequest } from '../../../kit/testing.ts';
import { schoolSession } from '../../../test/render-page.tsx';
import { isBeRegulated, REGULATED_KEY, REGULATED_URL, storeRegulatedFlag } from './regulated-flag.ts';

const api = { request: fakeRequest() };

beforeEach(() => {
  localStorage.clear();
  api.request.mockReset();
});

describe('the supervision flag', () => {
  it('calls the declared endpoint (its path is written out to keep the login page small)', () => {
    expect(REGULATED_URL).toBe(regulatorHomeEndpoints.regulated.path);
  });

  it("stores the school's answer after a login", async () => {
    api.request.mockImplementation(answers([regulatorHomeEndpoints.regulated, true]));
    await storeRegulatedFlag(schoolSession());
    expect(isBeRegulated()).toBe(true);
    api.request.mockImplementation(answers([regulatorHomeEndpoints.regulated, false]));
    await storeRegulatedFlag(schoolSession());
    expect(localStorage.getItem(REGULATED_KEY)).toBe('0');
  });

  it('forgets it for a group without asking the server', async () => {
    localStorage.setItem(REGULATED_KEY, '1');
    await storeRegulatedFlag(schoolSession({ orgType: InstitutionType.group, isGroup: true }));
    expect(localStorage.getItem(REGULATED_KEY)).toBeNull();
    expect(api.request).not.toHaveBeenCalled();
  });
});
