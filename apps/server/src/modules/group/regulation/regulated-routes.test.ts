import { regulatorHomeEndpoints } from '@kg/shared/modules/group/regulator-home';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, login, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
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

const E = regulatorHomeEndpoints.regulated;

describe('is-be-regulated', () => {
  it('answers true for a school a regulator supervises', async () => {
    expect(ok(await call(E, teacher))).toBe(true);
  });

  it("answers for the session's school only: another school's supervision ending does not change it", async () => {
    await t.db.execute(sql`delete from regulator_schools where school_id = ${director2.schoolId}`);
    expect(ok(await call(E, director2))).toBe(false);
    // a body naming the other school is not the subject
    expect(ok(await call(E, teacher, malformed({ schoolId: director2.schoolId })))).toBe(true);
  });

  it('answers a read-only regulator visit too', async () => {
    const visit = await regulatorVisit(t, teacher.schoolId);
    expect(ok(await call(E, visit))).toBe(true);
  });

  it('answers false for an institution no regulator supervises (a group)', async () => {
    expect(ok(await call(E, groupAdmin))).toBe(false);
  });

  it('refuses a schoolId header naming another school', async () => {
    const res = await call(E, teacher, {}, { headers: { schoolId: String(director2.schoolId) } });
    refused(res, 'gateway-0105');
    expect(res.status).toBe(400);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await call(E, anonymous(t.app))).status).toBe(401);
  });
});
