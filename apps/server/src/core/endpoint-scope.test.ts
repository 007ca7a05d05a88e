import { codesOf, type Endpoint, type Scope } from '@kg/shared';
import { positionEndpoints } from '@kg/shared/modules/garden/positions';
import { ALL_GROUP_CONSOLE_CODES, ALL_REGULATION_CODES } from '@kg/shared/modules/group/codes';
import { departmentEndpoints } from '@kg/shared/modules/group/organization';
import { regionEndpoints } from '@kg/shared/modules/regions/regions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../test/harness.ts';
import { apiRoutes } from './access.ts';
import { contentPrint, declaredEndpoints, walk } from './endpoint-walk-kit.ts';
import type { CallFor } from './serve.ts';

/**
 * Endpoint scopes (DESIGN §6): where a call acts is declared with it and resolved by serve()
 * before the handler, from the session only. Walks every mounted route, not a hand list.
 */
let t: TestApp;
let director1: LoginResult;
let director2: LoginResult;
let groupAdmin: LoginResult;
let groupAdmin2: LoginResult;
let regulator: LoginResult;
beforeAll(async () => {
  t = await createTestApp({}, {}, { sessionCacheMs: 60_000 });
  [director1, director2, groupAdmin, groupAdmin2, regulator] = await Promise.all(
    (['director1', 'director2', 'groupAdmin', 'groupAdmin2', 'regulator'] as const).map((k) => loginAs(t.app, k)),
  );
}, 60_000);
afterAll(async () => {
  await t.close();
});

type Kind = 'school' | 'group' | 'authority';
const kindOf = (s: Scope): Kind => (s === 'class' ? 'school' : s);
/** The kinds of institution whose sessions hold an access's codes. */
function codeKinds(e: Endpoint): Set<Kind> {
  const codes = codesOf(e.access);
  return new Set(
    codes.map((c) => (ALL_GROUP_CONSOLE_CODES.includes(c) ? 'group' : ALL_REGULATION_CODES.includes(c) ? 'authority' : 'school')),
  );
}

/** What in a handler's source reads the caller's institution past the scope. */
const READS_INSTITUTION =
  /institutionId|institutionType|schoolOf\(|groupOf\(|authorityOf\(|classRangeOf\(|inGroupScope\(|assertSchoolInScope\(/;
/** Calls made in whatever institution the session is in, of any kind (or choosing one): none of the four scopes is theirs. */
// named by their declared paths: the walk below matches declarations by path and calls nothing
const ANY_INSTITUTION = new Set([
  // whoever adds a person by phone: school staff, group employees, unit administrators
  '/message/v1/sms/link-status',
  // the web asks in every console; only a school is ever supervised
  '/kid-arch/v1/teacher/school/is-be-regulated',
  // signing in: the institutions of the account, entering one, an authority's code for a school
  '/iam/v1/web-oauth/org-list',
  '/iam/v1/web-oauth/kid-login/teacher-school',
  '/iam/v1/web-oauth/common/auth-code',
  '/iam/v1/no-auth/referer-login',
  // files belong to the institution that stored them, of any kind
  '/file/v1/files/:id/:variant',
  '/file/v1/upload/image',
]);

describe('every endpoint', () => {
  it('declares the scope its codes belong to, and a public call none', () => {
    const wrong: string[] = [];
    for (const e of declaredEndpoints(t.app)) {
      if (e.access === 'public') {
        if (e.scope) wrong.push(`${e.path}: public with scope ${e.scope}`);
        continue;
      }
      const kinds = codeKinds(e);
      if (kinds.size !== 1) continue;
      const [kind] = kinds;
      if (!e.scope || kindOf(e.scope) !== kind) wrong.push(`${e.path}: codes of a ${kind}, scope ${e.scope ?? 'none'}`);
    }
    expect(wrong).toEqual([]);
  });

  it("whose handler reads the caller's institution declares a scope", () => {
    const routes = apiRoutes(t.app).filter((r) => r.endpoint && r.serves);
    const unscoped = routes.filter((r) => !r.endpoint?.scope && !ANY_INSTITUTION.has(r.endpoint?.path ?? ''));
    const offenders = unscoped.filter((r) => READS_INSTITUTION.test(String(r.serves))).map((r) => `${r.method} ${r.url}`);
    expect(offenders).toEqual([]);
    // the sources are readable: the scoped handlers' reads of the resolved scope show in them
    const reading = routes.filter((r) => /c\.(school\.id|classes|group\.id|authority\.id)/.test(String(r.serves)));
    expect(reading.length).toBeGreaterThan(200);
    // and the check sees a read past the scope: the exempted link-status call reads the session's institution
    expect(routes.some((r) => ANY_INSTITUTION.has(r.endpoint?.path ?? '') && READS_INSTITUTION.test(String(r.serves)))).toBe(true);
  });
});

/** Sessions outside each kind of institution: a school's director, a group's and an authority's administrators. */
function outsiders(scope: Scope): [string, LoginResult][] {
  const school: [string, LoginResult] = ['director1', director1];
  const group: [string, LoginResult] = ['groupAdmin', groupAdmin];
  const authority: [string, LoginResult] = ['regulator', regulator];
  if (scope === 'group') return [school, authority];
  if (scope === 'authority') return [school, group];
  return [group, authority];
}

describe('a scoped endpoint', { timeout: 120_000 }, () => {
  it('refuses a caller without its institution (common-0403), whatever it sends, and writes only the refusals to the trail', async () => {
    // a refused write is a security event the audit trail records (platform/audit/audit-refusals.ts)
    const trail = ['audit_entries', 'audit_heads'];
    const entries = async () => Number((await t.db.execute(sql`select max(id) as m from audit_entries`)).rows[0].m ?? 0);
    const last = await entries();
    const before = await contentPrint(t.db, trail);
    const scoped = declaredEndpoints(t.app).filter((e) => e.scope);
    expect(scoped.length).toBeGreaterThan(250);
    const byScope: Record<Scope, number> = { school: 0, class: 0, group: 0, authority: 0 };
    await walk(scoped, async (e) => {
      const scope = e.scope as Scope;
      for (const [name, who] of outsiders(scope)) {
        const method = e.methods[0];
        const res = await call(t.app, e.path, { token: who.token, method, body: method === 'POST' ? {} : undefined });
        expect(res.json().code, `${e.path} as ${name}`).toBe('common-0403');
      }
      // only a call any signed-in user may make proves the scope refused, not the codes
      if (typeof e.access === 'object' && e.access.codes.length === 0) byScope[scope]++;
    });
    expect(byScope.school + byScope.class).toBeGreaterThan(10);
    expect(byScope.group).toBeGreaterThan(1);
    expect(byScope.authority).toBeGreaterThan(0);
    expect(await contentPrint(t.db, trail)).toBe(before);
    const added = await t.db.execute(sql`select distinct action from audit_entries where id > ${last}`);
    expect(added.rows.map((r) => r.action)).toEqual(['refused']);
  });
});

describe('a scope', () => {
  // names another institution in every way a client might try; the schema drops unknown fields
  const naming = (id: number) => ({ schoolId: id, institutionId: id, orgId: id, groupId: id });

  it("acts in the director's own school whatever school the input names", async () => {
    const P = positionEndpoints;
    const options = async (who: LoginResult, body = {}) => (await call(t.app, P.options.path, { token: who.token, body })).json().data;
    const own = await options(director1);
    expect(own).not.toEqual(await options(director2));
    expect(await options(director1, naming(director2.schoolId))).toEqual(own);

    const added = await call(t.app, P.add.path, {
      token: director1.token,
      body: { name: '跨园岗位', description: '', sort: 1, ...naming(director2.schoolId) },
    });
    expect(added.json().code).toBe('common-0001');
    const rows = await t.db.execute(sql`select school_id as "schoolId" from positions where name = '跨园岗位'`);
    expect(rows.rows).toEqual([{ schoolId: director1.schoolId }]);
  });

  it("acts in the administrator's own group whatever group the input names", async () => {
    const D = departmentEndpoints;
    const otherGroup = groupAdmin2.schoolId;
    const added = await call(t.app, D.add.path, {
      token: groupAdmin.token,
      body: { name: '跨集团部门', parentId: null, ...naming(otherGroup) },
    });
    expect(added.json().code).toBe('common-0001');
    const rows = await t.db.execute(sql`select institution_id as "groupId" from group_departments where name = '跨集团部门'`);
    expect(rows.rows).toEqual([{ groupId: groupAdmin.schoolId }]);
    expect(groupAdmin.schoolId).not.toBe(otherGroup);
  });
});

describe("a handler's call", () => {
  it('carries the resolved institution of its own scope, never undefined, and nothing on an unscoped call', () => {
    // checked by the type check (tsc), which runs on the tests
    expectTypeOf<CallFor<typeof positionEndpoints.list>['school']['id']>().toEqualTypeOf<number>();
    expectTypeOf<CallFor<typeof positionEndpoints.list>>().not.toHaveProperty('group');
    expectTypeOf<CallFor<typeof departmentEndpoints.add>['group']['id']>().toEqualTypeOf<number>();
    expectTypeOf<CallFor<typeof departmentEndpoints.add>>().not.toHaveProperty('school');
    expectTypeOf<CallFor<typeof regionEndpoints.regionsById>>().not.toHaveProperty('school');
    expectTypeOf<CallFor<typeof regionEndpoints.regionsById>>().not.toHaveProperty('classes');
    expect(positionEndpoints.list.scope).toBe('school');
    expect(regionEndpoints.regionsById.scope).toBeUndefined();
  });
});
