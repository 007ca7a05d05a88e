import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, login, type TestApp } from '../../../../test/harness.ts';
import { demoAccount } from '../../../platform/demo/index.ts';
import { regulatorVisit } from '../../garden/testing.ts';

let t: TestApp;
let teacher: LoginResult;
let director2: LoginResult;
let groupAdmin: LoginResult;
const signIn = (key: 'teacher' | 'director2' | 'groupAdmin') => login(t.app, demoAccount(key).phone, demoAccount(key).password);
beforeAll(async () => {
  t = await createTestApp();
  [teacher, director2, groupAdmin] = [await signIn('teacher'), await signIn('director2'), await signIn('groupAdmin')];
});
afterAll(async () => {
  await t.close();
});

const URL = '/kid-arch/v1/teacher/school/is-be-regulated';

describe('is-be-regulated', () => {
  it('answers true for a school a regulator supervises', async () => {
    const res = await call(t.app, URL, { token: teacher.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'common-0001', data: true });
  });

  it("answers for the session's school only: another school's supervision ending does not change it", async () => {
    await t.db.execute(sql`delete from regulator_schools where school_id = ${director2.schoolId}`);
    expect((await call(t.app, URL, { token: director2.token })).json().data).toBe(false);
    // a body naming the other school is not the subject
    expect((await call(t.app, URL, { token: teacher.token, body: { schoolId: director2.schoolId } })).json().data).toBe(true);
  });

  it('answers a read-only regulator visit too', async () => {
    const visit = await regulatorVisit(t, teacher.schoolId);
    expect((await call(t.app, URL, { token: visit.token })).json()).toMatchObject({ code: 'common-0001', data: true });
  });

  it('answers false for an institution no regulator supervises (a group)', async () => {
    expect((await call(t.app, URL, { token: groupAdmin.token })).json().data).toBe(false);
  });

  it('refuses a schoolId header naming another school', async () => {
    const res = await call(t.app, URL, { token: teacher.token, headers: { schoolId: String(director2.schoolId) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('gateway-0105');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await call(t.app, URL)).statusCode).toBe(401);
  });
});
