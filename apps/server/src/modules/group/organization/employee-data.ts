import { InstitutionType, maskPhone } from '@kg/shared';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, likeEscape, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import {
  accounts,
  groupDepartments,
  groupEmployeeProfiles,
  groupEmployeeSchools,
  institutions,
  memberRoles,
  members,
  roles,
} from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { inGroupScope } from '../../../platform/tenancy/index.ts';

type Runner = Pick<Db, 'select'>;

export interface EmployeeListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  departmentId?: number;
  status: number;
}

const m = alias(members, 'm');
const a = alias(accounts, 'a');
const p = alias(groupEmployeeProfiles, 'p');
// the CTE pg holds the page's members' columns; account and profile are joined again by key over the page
const pg = alias(members, 'pg');
const d = alias(groupDepartments, 'd');
const mr = alias(memberRoles, 'mr');
const r = alias(roles, 'r');
const ge = alias(groupEmployeeSchools, 'ge');
const ROW = {
  id: pg.id,
  realName: pg.realName,
  phone: a.phone,
  departmentId: p.departmentId,
  departmentName: sql<string | null>`(select ${d.name} from ${groupDepartments} d
    where ${d.institutionId} = ${pg.institutionId} and ${d.id} = ${p.departmentId})`,
  jobTitle: p.jobTitle,
  isAdmin: pg.isAdmin,
  allRange: sql<boolean>`(${pg.allRange} or ${pg.isAdmin})`,
  status: pg.status,
  roles: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${r.id}, 'name', ${r.name}) order by ${r.id})
    from ${memberRoles} mr join ${roles} r on ${r.institutionId} = ${mr.institutionId} and ${r.id} = ${mr.roleId}
    where ${mr.institutionId} = ${pg.institutionId} and ${mr.memberId} = ${pg.id}), '[]')`,
  schoolCount: sql<number>`(select count(*)::int from ${groupEmployeeSchools} ge
    where ${ge.groupId} = ${pg.institutionId} and ${ge.memberId} = ${pg.id})`,
};
const ROW_LIST = selectList(ROW);

/** The department and everything below it. */
const subtree = (groupId: number, id: number) => sql`(with recursive b as (select ${id}::bigint as id
  union all select ${d.id} from ${groupDepartments} d join b on ${d.parentId} = b.id where ${d.institutionId} = ${groupId}) select id from b)`;

/** Employees of the group, paged; the phone leaves masked (the list is for finding, not for calling). */
export async function listEmployees(db: Db, groupId: number, q: EmployeeListQuery) {
  const conds: SQL[] = [sql`${m.institutionId} = ${groupId}`, sql`${m.status} = ${q.status}`];
  if (q.keyword) {
    const digits = /^\d+$/.test(q.keyword);
    conds.push(
      digits
        ? sql`(${m.realName} ilike ${containsPattern(q.keyword)} or ${a.phone} like ${`%${likeEscape(q.keyword)}%`})`
        : sql`${m.realName} ilike ${containsPattern(q.keyword)}`,
    );
  }
  if (q.departmentId) conds.push(sql`${p.departmentId} in ${subtree(groupId, q.departmentId)}`);
  const where = sql.join(conds, sql` and `);
  const from = sql`${members} m join ${accounts} a on ${a.id} = ${m.accountId}
    left join ${groupEmployeeProfiles} p on ${p.institutionId} = ${m.institutionId} and ${p.memberId} = ${m.id}`;
  const page = await pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (cut) => sql`with pg as (select m.*, count(*) over () as total
        from ${from} where ${where} order by ${m.isAdmin} desc, ${m.id} ${cut})
      select ${ROW_LIST}, pg.total
      from pg join ${accounts} a on ${a.id} = ${pg.accountId}
      left join ${groupEmployeeProfiles} p on ${p.institutionId} = ${pg.institutionId} and ${p.memberId} = ${pg.id}
      order by ${pg.isAdmin} desc, ${pg.id}`,
  });
  return { ...page, list: page.list.map((row) => ({ ...row, phone: maskPhone(row.phone) })) };
}

/** One employee of the group (another group's id answers like a missing one). */
export async function getEmployee(db: Runner, groupId: number, id: number) {
  const [row] = await db
    .select({
      id: m.id,
      accountId: m.accountId,
      realName: m.realName,
      phone: a.phone,
      email: p.email,
      avatarUrl: a.avatarUrl,
      departmentId: p.departmentId,
      jobTitle: p.jobTitle,
      isAdmin: m.isAdmin,
      allRange: sql<boolean>`(${m.allRange} or ${m.isAdmin})`,
      status: m.status,
      // bigint arrays come back as text: numbers below
      roleIds: sql<string[]>`coalesce((select array_agg(${mr.roleId} order by ${mr.roleId}) from ${memberRoles} mr
        where ${mr.institutionId} = ${m.institutionId} and ${mr.memberId} = ${m.id}), '{}')`,
      schoolIds: sql<string[]>`coalesce((select array_agg(${ge.schoolId} order by ${ge.schoolId}) from ${groupEmployeeSchools} ge
        where ${ge.groupId} = ${m.institutionId} and ${ge.memberId} = ${m.id}), '{}')`,
    })
    .from(m)
    .innerJoin(a, eq(a.id, m.accountId))
    .leftJoin(p, and(eq(p.institutionId, m.institutionId), eq(p.memberId, m.id)))
    .where(and(eq(m.institutionId, groupId), eq(m.id, id)));
  if (!row) throw new AppError('common-0405', { field: 'id' });
  return { ...row, roleIds: row.roleIds.map(Number), schoolIds: row.schoolIds.map(Number) };
}

/** The schools of the group the caller reaches: an employee's scope is chosen among them. */
export function schoolOptions(db: Runner, s: SessionInfo) {
  const i = alias(institutions, 'i');
  return db
    .select({ id: i.id, name: i.name })
    .from(i)
    .where(and(eq(i.type, InstitutionType.school), inGroupScope(s, sql`${i.id}`)))
    .orderBy(asc(i.id));
}

/**
 * What an employee form refers to must be the caller's: roles and the department of the group,
 * schools within the caller's own scope (nobody grants more than they reach), and the whole
 * group only from someone who has it. Checked before anything is written.
 */
export async function checkEmployeeRefs(
  db: Runner,
  s: SessionInfo,
  v: { departmentId: number | null; roleIds: number[]; allRange: boolean; schoolIds: number[] },
): Promise<void> {
  const groupId = s.institutionId;
  if (v.departmentId !== null) {
    const found = await db
      .select({ id: groupDepartments.id })
      .from(groupDepartments)
      .where(and(eq(groupDepartments.institutionId, groupId), eq(groupDepartments.id, v.departmentId)));
    if (found.length === 0) throw new AppError('common-0405', { field: 'departmentId' });
  }
  if (v.roleIds.length > 0) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(roles)
      .where(and(eq(roles.institutionId, groupId), inArray(roles.id, v.roleIds)));
    if (n !== v.roleIds.length) throw new AppError('common-0405', { field: 'roleIds' });
  }
  if (v.allRange && !(s.isAdmin || s.allRange)) throw new AppError('common-0403', { field: 'allRange' });
  if (!v.allRange && v.schoolIds.length > 0) {
    // the ids are distinct (the input refuses repeats): each must be a school the caller reaches
    const [{ n }] = await db
      .select({ n: count() })
      .from(institutions)
      .where(and(inArray(institutions.id, v.schoolIds), inGroupScope(s, sql`${institutions.id}`)));
    if (n !== v.schoolIds.length) throw new AppError('common-0405', { field: 'schoolIds' });
  }
}
