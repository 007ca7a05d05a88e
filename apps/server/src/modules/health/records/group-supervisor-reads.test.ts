import { leafPages, SECTIONS } from '@kg/shared';
import { groupEntryEndpoints } from '@kg/shared/modules/group/organization';
import { allergyEndpoints as A } from '@kg/shared/modules/health/records/allergy';
import { historyEndpoints as H, historyCatalogueEndpoints as M } from '@kg/shared/modules/health/records/medical-history';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, ok, refused, signedTo, type TestApp } from '../../../../test/harness.ts';
import { institutions } from '../../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

let t: TestApp;
let entered: LoginResult;
let permissions: string[];
beforeAll(async () => {
  t = await createTestApp();
  // the README's group health supervisor (保健部), entering 阳光第一幼儿园 from the group home
  const supervisor: LoginResult = await login(t.app, '13900000041', DEMO_PASSWORD);
  const [school] = await t.db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.groupId, supervisor.schoolId), eq(institutions.type, 2)))
    .orderBy(asc(institutions.id))
    .limit(1);
  // the entered session is the answer's: marked as signed in to this app so the typed call sends with it
  entered = signedTo(t.app, ok(await call(groupEntryEndpoints.enterSchool, supervisor, { schoolId: school.id })) as LoginResult);
  permissions = entered.permission;
}, 60_000);
afterAll(() => t.close());

// the care pages are where entries are written (a class teacher's too): not a reader's
const HEALTH_READ_PAGES = [
  'health-inspect-daily',
  'health-temperature-child',
  'health-allergy',
  'health-history',
  'health-exam-records',
  'health-growth',
  'health-alerts',
];

describe('the group health supervisor inside a school', () => {
  it('may open every health page the README says they read', () => {
    const closed = HEALTH_READ_PAGES.filter((name) => {
      const page = leafPages(SECTIONS).find((p) => p.name === name);
      return !page?.permissions?.some((code) => permissions.includes(code));
    });
    expect(closed).toEqual([]);
  });

  it('reads allergies and medical history, but changes neither', async () => {
    ok(await call(A.getList, entered, { pageSize: 10 }));
    ok(await call(H.getList, entered, { pageSize: 10 }));
    refused(await call(A.addAllergy, entered, { name: '花粉', kind: 'other' }), 'common-0403');
    refused(await call(M.updateName, entered, { id: 1, name: '改名' }), 'common-0403');
    expect(permissions).not.toContain('health-allergy-manage');
    expect(permissions).not.toContain('health-history-manage');
  });
});
