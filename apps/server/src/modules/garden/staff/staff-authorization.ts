import { ALL_SCHOOL_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { lockRoleManagers } from '../../../platform/tenancy/index.ts';
import { assertNotOwnRoles, checkRoles } from './staff-input.ts';
import { assertActive, assertDirectorRemains, loadMember } from './staff-members.ts';
import { writeRoles } from './staff-write-service.ts';

type RoleRow = {
  id: number;
  name: string;
  builtin: string | null;
  codes: string[];
  checked: boolean;
};

/** Every role of the school, which ones the member holds, and the codes that gives them. */
export async function authorizationView(ctx: AppContext, s: SessionInfo, id: number) {
  const m = await loadMember(ctx.db, s.institutionId, id);
  const r = await ctx.db.execute<RoleRow>(sql`select r.id, r.name, r.builtin,
      coalesce((select array_agg(rp.code order by rp.code) from role_permissions rp
        where rp.institution_id = r.institution_id and rp.role_id = r.id), '{}') as codes,
      exists (select 1 from member_roles mr where mr.institution_id = r.institution_id and mr.role_id = r.id
        and mr.member_id = ${id}) as checked
    from roles r where r.institution_id = ${s.institutionId} order by r.id`);
  const roles = r.rows;
  const held = roles.filter((x) => x.checked);
  // the school's administrator account holds every code whatever its roles (core/session.ts)
  const codes = new Set([...(m.isAdmin ? ALL_SCHOOL_CODES : []), ...held.flatMap((x) => x.codes)]);
  return {
    id: m.id,
    realName: m.realName,
    status: m.status,
    isAdmin: m.isAdmin,
    roleIds: held.map((x) => x.id),
    roles,
    permissions: [...codes].sort(),
  };
}

/**
 * Sets all the roles of an active member: roles of the school only, no newly granted role
 * carrying a code the caller lacks, and the school keeps a director.
 */
export async function setMemberRoles(ctx: AppContext, s: SessionInfo, id: number, roleIds: number[]): Promise<void> {
  const schoolId = s.institutionId;
  assertNotOwnRoles(s, id);
  const before = await authorizationView(ctx, s, id);
  const want = await checkRoles(ctx, s, roleIds, before.roleIds);
  await ctx.db.transaction(async (tx) => {
    const directorRole = await lockRoleManagers(tx, schoolId);
    assertActive(await loadMember(tx, schoolId, id, true));
    await writeRoles(tx, schoolId, id, want);
    await assertDirectorRemains(tx, schoolId, directorRole);
  });
}
