import { and, eq, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { idArray } from '../../../core/scope.ts';
import { groupRoleSchoolCodes, memberRoles, rolePermissions } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { Tx } from './role-managers.ts';

type Runner = Pick<Tx, 'execute' | 'selectDistinct'>;

/**
 * Nobody grants what they do not hold (DESIGN §6), for group roles: console codes the editor's
 * session holds, school codes their own group roles grant. The group administrator is the
 * exception. Codes a role already has may stay.
 */
async function heldSchoolCodes(db: Runner, s: SessionInfo): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ code: groupRoleSchoolCodes.code })
    .from(memberRoles)
    .innerJoin(
      groupRoleSchoolCodes,
      and(eq(groupRoleSchoolCodes.institutionId, memberRoles.institutionId), eq(groupRoleSchoolCodes.roleId, memberRoles.roleId)),
    )
    .where(and(eq(memberRoles.institutionId, s.institutionId), eq(memberRoles.memberId, s.memberId)));
  return new Set(rows.map((x) => x.code));
}

const refuse = (field: string, lacking: string[]) => new AppError('group-0206', { field, data: { field, lacking } });

const holds = (s: SessionInfo, roleId: number) => sql<boolean>`exists (select 1 from ${memberRoles}
  where ${memberRoles.institutionId} = ${s.institutionId} and ${memberRoles.memberId} = ${s.memberId} and ${memberRoles.roleId} = ${roleId})`;
/** The console and school codes of the roles (the role ids as an sql array or one id). */
const codesOf = (s: SessionInfo, roleIds: ReturnType<typeof sql>) => ({
  console: sql<string[]>`coalesce((select array_agg(${rolePermissions.code}) from ${rolePermissions}
    where ${rolePermissions.institutionId} = ${s.institutionId} and ${rolePermissions.roleId} = any(${roleIds})), '{}')`,
  school: sql<string[]>`coalesce((select array_agg(${groupRoleSchoolCodes.code}) from ${groupRoleSchoolCodes}
    where ${groupRoleSchoolCodes.institutionId} = ${s.institutionId} and ${groupRoleSchoolCodes.roleId} = any(${roleIds})), '{}')`,
});

async function one<F extends Record<string, ReturnType<typeof sql>>>(db: Runner, fields: F): Promise<RowOf<F>> {
  const [row] = await preparedRows<RowOf<F>>(db, sql`select ${selectList(fields)}`);
  return row;
}

/** Saving a role's codes: never a role the editor holds, never a code they lack. */
export async function assertMayGrantCodes(
  db: Runner,
  s: SessionInfo,
  roleId: number,
  consoleCodes: readonly string[],
  schoolCodes: readonly string[],
): Promise<void> {
  if (s.isAdmin) return;
  const row = await one(db, { held: holds(s, roleId), ...codesOf(s, idArray([roleId])) });
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
  const row = await one(db, codesOf(s, idArray(added)));
  const mine = await heldSchoolCodes(db, s);
  const lacking = [...row.console.filter((c) => !s.permissions.has(c)), ...row.school.filter((c) => !mine.has(c))];
  if (lacking.length) throw refuse('roleIds', [...new Set(lacking)]);
}

/** What the role editor shows the caller: whether the role is theirs (read-only) and the school codes they may give (null: all). */
export async function grantView(
  db: Runner,
  s: SessionInfo,
  roleId: number,
): Promise<{ heldBySelf: boolean; grantableSchoolCodes: string[] | null }> {
  if (s.isAdmin) return { heldBySelf: false, grantableSchoolCodes: null };
  const row = await one(db, { held: holds(s, roleId) });
  return { heldBySelf: row.held, grantableSchoolCodes: [...(await heldSchoolCodes(db, s))].sort() };
}
