import { BUILTIN_SCHOOL_ROLES } from '@kg/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { memberRoles, roles } from '../../../db/schema/index.ts';
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
    const r = alias(roles, 'r');
    const mr = alias(memberRoles, 'mr');
    const rows = await t.db
      .select({ key: sql<string>`coalesce(${r.builtin}, ${r.name})`, holders: count(mr.memberId) })
      .from(r)
      .leftJoin(mr, and(eq(mr.institutionId, r.institutionId), eq(mr.roleId, r.id)))
      .where(eq(r.institutionId, director.schoolId))
      .groupBy(sql`1`);
    const holders = Object.fromEntries(rows.map((x) => [x.key, x.holders]));
    for (const key of [...Object.keys(BUILTIN_SCHOOL_ROLES), HEALTH_ASSISTANT.name]) expect(holders[key], key).toBeGreaterThan(0);
  });
});
