import { sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { idArray } from '../../../core/scope.ts';
import type { Tx } from './role-managers.ts';

type Runner = Pick<Tx, 'execute'>;

/**
 * Nobody grants what they do not hold (DESIGN §6), for group roles: console codes the editor's
 * session holds, school codes their own group roles grant. The group administrator is the
 * exception. Codes a role already has may stay.
 */
async function heldSchoolCodes(db: Runner, s: SessionInfo): Promise<Set<string>> {
  const r = await db.execute<{ code: string }>(sql`select distinct gc.code from member_roles mr
    join group_role_school_codes gc on gc.institution_id = mr.institution_id and gc.role_id = mr.role_id
    where mr.institution_id = ${s.institutionId} and mr.member_id = ${s.memberId}`);
  return new Set(r.rows.map((x) => x.code));
}

const refuse = (field: string, lacking: string[]) => new AppError('group-0206', { field, data: { field, lacking } });

/** Saving a role's codes: never a role the editor holds, never a code they lack. */
export async function assertMayGrantCodes(
  db: Runner,
  s: SessionInfo,
  roleId: number,
  consoleCodes: readonly string[],
  schoolCodes: readonly string[],
): Promise<void> {
  if (s.isAdmin) return;
  const r = await db.execute<{ held: boolean; console: string[]; school: string[] }>(sql`select
      exists (select 1 from member_roles where institution_id = ${s.institutionId} and member_id = ${s.memberId}
        and role_id = ${roleId}) as held,
      coalesce((select array_agg(code) from role_permissions where institution_id = ${s.institutionId} and role_id = ${roleId}), '{}') as console,
      coalesce((select array_agg(code) from group_role_school_codes where institution_id = ${s.institutionId} and role_id = ${roleId}), '{}') as school`);
  const row = r.rows[0];
  if (row.held) throw new AppError('group-0207', { field: 'roleId' });
  const lackingConsole = consoleCodes.filter((c) => !row.console.includes(c) && !s.permissions.has(c));
  if (lackingConsole.length) throw refuse('consoleCodes', lackingConsole);
  const mine = await heldSchoolCodes(db, s);
  const lackingSchool = schoolCodes.filter((c) => !row.school.includes(c) && !mine.has(c));
  if (lackingSchool.length) throw refuse('schoolCodes', lackingSchool);
}

/** Giving an employee roles: never one's own, never a role carrying a code the editor lacks (roles already held may stay). */
export async function assertMayAssignRoles(
  db: Runner,
  s: SessionInfo,
  memberId: number | null,
  roleIds: readonly number[],
  current: readonly number[] = [],
): Promise<void> {
  if (s.isAdmin) return;
  const added = roleIds.filter((id) => !current.includes(id));
  if (memberId === s.memberId && (added.length > 0 || current.some((id) => !roleIds.includes(id)))) {
    throw new AppError('group-0207', { field: 'roleIds' });
  }
  if (added.length === 0) return;
  const r = await db.execute<{ console: string[]; school: string[] }>(sql`select
      coalesce((select array_agg(code) from role_permissions where institution_id = ${s.institutionId}
        and role_id = any(${idArray(added)})), '{}') as console,
      coalesce((select array_agg(code) from group_role_school_codes where institution_id = ${s.institutionId}
        and role_id = any(${idArray(added)})), '{}') as school`);
  const mine = await heldSchoolCodes(db, s);
  const lacking = [...r.rows[0].console.filter((c) => !s.permissions.has(c)), ...r.rows[0].school.filter((c) => !mine.has(c))];
  if (lacking.length) throw refuse('roleIds', [...new Set(lacking)]);
}

/** What the role editor shows the caller: whether the role is theirs (read-only) and the school codes they may give (null: all). */
export async function grantView(
  db: Runner,
  s: SessionInfo,
  roleId: number,
): Promise<{ heldBySelf: boolean; grantableSchoolCodes: string[] | null }> {
  if (s.isAdmin) return { heldBySelf: false, grantableSchoolCodes: null };
  const r = await db.execute<{ held: boolean }>(sql`select exists (select 1 from member_roles
    where institution_id = ${s.institutionId} and member_id = ${s.memberId} and role_id = ${roleId}) as held`);
  return { heldBySelf: r.rows[0].held, grantableSchoolCodes: [...(await heldSchoolCodes(db, s))].sort() };
}
