import { InstitutionType, maskPhone } from '@kg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, likeEscape, pagedQuery } from '../../../core/list.ts';
import { idArray } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { inGroupScope } from '../../../platform/tenancy/index.ts';

type Runner = Pick<Db, 'execute'>;

export interface EmployeeListQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  departmentId?: number;
  status: number;
}

interface ListRow {
  id: number;
  realName: string;
  phone: string;
  departmentId: number | null;
  departmentName: string | null;
  jobTitle: string | null;
  roles: { id: number; name: string }[];
  isAdmin: boolean;
  allRange: boolean;
  schoolCount: number;
  status: number;
}

/** The department and everything below it. */
const subtree = (groupId: number, id: number) => sql`(with recursive b as (select ${id}::bigint as id
  union all select d.id from group_departments d join b on d.parent_id = b.id where d.institution_id = ${groupId}) select id from b)`;

/** Employees of the group, paged; the phone leaves masked (the list is for finding, not for calling). */
export async function listEmployees(db: Db, groupId: number, q: EmployeeListQuery) {
  const conds: SQL[] = [sql`m.institution_id = ${groupId}`, sql`m.status = ${q.status}`];
  if (q.keyword) {
    const digits = /^\d+$/.test(q.keyword);
    conds.push(
      digits
        ? sql`(m.real_name ilike ${containsPattern(q.keyword)} or a.phone like ${`%${likeEscape(q.keyword)}%`})`
        : sql`m.real_name ilike ${containsPattern(q.keyword)}`,
    );
  }
  if (q.departmentId) conds.push(sql`p.department_id in ${subtree(groupId, q.departmentId)}`);
  const where = sql.join(conds, sql` and `);
  const from = sql`members m join accounts a on a.id = m.account_id
    left join group_employee_profiles p on p.institution_id = m.institution_id and p.member_id = m.id`;
  const page = await pagedQuery<ListRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${from} where ${where}`,
    select: (cut) => sql`with pg as (select m.id, m.real_name, a.phone, p.department_id, p.job_title, m.is_admin, m.all_range, m.status,
          count(*) over () as total
        from ${from} where ${where} order by m.is_admin desc, m.id ${cut})
      select pg.id, pg.real_name as "realName", pg.phone, pg.department_id as "departmentId",
        (select d.name from group_departments d where d.institution_id = ${groupId} and d.id = pg.department_id) as "departmentName",
        pg.job_title as "jobTitle", pg.is_admin as "isAdmin", pg.all_range or pg.is_admin as "allRange", pg.status,
        coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.id) from member_roles mr
          join roles r on r.institution_id = mr.institution_id and r.id = mr.role_id
          where mr.institution_id = ${groupId} and mr.member_id = pg.id), '[]') as roles,
        (select count(*)::int from group_employee_schools ge where ge.group_id = ${groupId} and ge.member_id = pg.id) as "schoolCount",
        pg.total
      from pg order by pg.is_admin desc, pg.id`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, phone: maskPhone(r.phone) })) };
}

export type EmployeeDetail = {
  id: number;
  accountId: number;
  realName: string;
  phone: string;
  email: string | null;
  avatarUrl: string | null;
  departmentId: number | null;
  jobTitle: string | null;
  roleIds: number[];
  isAdmin: boolean;
  allRange: boolean;
  schoolIds: number[];
  status: number;
};

/** One employee of the group (another group's id answers like a missing one). */
export async function getEmployee(db: Runner, groupId: number, id: number): Promise<EmployeeDetail> {
  const r = await db.execute<EmployeeDetail>(sql`
    select m.id, m.account_id as "accountId", m.real_name as "realName", a.phone, p.email, a.avatar_url as "avatarUrl",
      p.department_id as "departmentId", p.job_title as "jobTitle", m.is_admin as "isAdmin", m.all_range or m.is_admin as "allRange", m.status,
      coalesce((select array_agg(mr.role_id order by mr.role_id) from member_roles mr
        where mr.institution_id = m.institution_id and mr.member_id = m.id), '{}') as "roleIds",
      coalesce((select array_agg(ge.school_id order by ge.school_id) from group_employee_schools ge
        where ge.group_id = m.institution_id and ge.member_id = m.id), '{}') as "schoolIds"
    from members m join accounts a on a.id = m.account_id
    left join group_employee_profiles p on p.institution_id = m.institution_id and p.member_id = m.id
    where m.institution_id = ${groupId} and m.id = ${id}`);
  const row = r.rows[0];
  if (!row) throw new AppError('common-0405', { field: 'id' });
  return { ...row, roleIds: row.roleIds.map(Number), schoolIds: row.schoolIds.map(Number) };
}

/** The schools of the group the caller reaches: an employee's scope is chosen among them. */
export async function schoolOptions(db: Runner, s: SessionInfo) {
  const r = await db.execute<{ id: number; name: string }>(sql`select i.id, i.name from institutions i
    where i.type = ${InstitutionType.school} and ${inGroupScope(s, sql`i.id`)} order by i.id`);
  return r.rows;
}

/**
 * What an employee form refers to must be the caller's: roles and the department of the group,
 * schools within the caller's own scope (nobody grants more than they reach), and the whole
 * group only from someone who has it. Checked before anything is written.
 */
export async function checkEmployeeRefs(
  db: Runner,
  s: SessionInfo,
  p: { departmentId: number | null; roleIds: number[]; allRange: boolean; schoolIds: number[] },
): Promise<void> {
  const groupId = s.institutionId;
  if (p.departmentId !== null) {
    const d = await db.execute(sql`select 1 from group_departments where institution_id = ${groupId} and id = ${p.departmentId}`);
    if (d.rows.length === 0) throw new AppError('common-0405', { field: 'departmentId' });
  }
  if (p.roleIds.length > 0) {
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from roles where institution_id = ${groupId} and id = any(${idArray(p.roleIds)})`,
    );
    if (r.rows[0].n !== p.roleIds.length) throw new AppError('common-0405', { field: 'roleIds' });
  }
  if (p.allRange && !(s.isAdmin || s.allRange)) throw new AppError('common-0403', { field: 'allRange' });
  if (!p.allRange && p.schoolIds.length > 0) {
    const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from unnest(${idArray(p.schoolIds)}) as x(id)
      where ${inGroupScope(s, sql`x.id`)}`);
    if (r.rows[0].n !== p.schoolIds.length) throw new AppError('common-0405', { field: 'schoolIds' });
  }
}
