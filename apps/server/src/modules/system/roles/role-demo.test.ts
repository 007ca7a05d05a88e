import { BUILTIN_SCHOOL_ROLES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { HEALTH_ASSISTANT } from './role-demo.ts';

let t: TestApp;
let director: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  director = await loginAs(t.app, 'director1');
});
afterAll(() => t.close());

describe('the demo school', () => {
  it('has a holder for every built-in role and for its own health assistant role', async () => {
    const r = await t.db.execute<{ key: string; holders: number }>(sql`select coalesce(r.builtin, r.name) as key,
        count(mr.member_id)::int as holders
      from roles r left join member_roles mr on mr.institution_id = r.institution_id and mr.role_id = r.id
      where r.institution_id = ${director.schoolId} group by 1`);
    const holders = Object.fromEntries(r.rows.map((x) => [x.key, x.holders]));
    for (const key of [...Object.keys(BUILTIN_SCHOOL_ROLES), HEALTH_ASSISTANT.name]) expect(holders[key], key).toBeGreaterThan(0);
  });
});
