import { leafPages, SECTIONS } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, type TestApp } from '../../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

let t: TestApp;
let token: string;
let permissions: string[];
beforeAll(async () => {
  t = await createTestApp();
  // the README's group health supervisor (保健部), entering 阳光第一幼儿园 from the group home
  const supervisor: LoginResult = await login(t.app, '13900000041', DEMO_PASSWORD);
  const [school] = (
    await t.db.execute<{ id: number }>(
      sql`select id from institutions where group_id = ${supervisor.schoolId} and type = 2 order by id limit 1`,
    )
  ).rows;
  const entered = (
    await call(t.app, '/iam/v1/group/enter-school', { token: supervisor.token, body: { schoolId: Number(school.id) } })
  ).json();
  expect(entered.code).toBe('common-0001');
  token = entered.data.token;
  permissions = entered.data.permission;
}, 60_000);
afterAll(() => t.close());

const post = async (url: string, body: unknown = {}) => (await call(t.app, url, { token, body })).json();
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
    expect((await post('/attendance/v1/healthAllergy/getList', { pageSize: 10 })).code).toBe('common-0001');
    expect((await post('/attendance/v1/medicalHistoryStudent/getList', { pageSize: 10 })).code).toBe('common-0001');
    expect((await post('/attendance/v1/healthAllergy/addAllergy', { name: '花粉', kind: 'other' })).code).toBe('common-0403');
    expect((await post('/attendance/v1/medicalHistoryMetadata/updateName', { id: 1, name: '改名' })).code).toBe('common-0403');
    expect(permissions).not.toContain('health-allergy-manage');
    expect(permissions).not.toContain('health-history-manage');
  });
});
