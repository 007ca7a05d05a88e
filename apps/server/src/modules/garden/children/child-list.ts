import type { PageOf } from '@kg/shared/contract/outputs';
import { ageInMonths } from '@kg/shared/time/age';
import { todayChina } from '@kg/shared/time/china';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { masker, phoneSearchPattern } from '../../../core/masking.ts';
import { inRange } from '../../../core/scope.ts';
import type { Runner } from '../classes/class-lookup.ts';
import type { ChildValues } from './child-input.ts';

export interface ChildFilter {
  status?: number;
  name?: string;
  clazzId?: number;
  gradeId?: number;
  gender?: number;
  guardianPhone?: string;
  studentNo?: string;
  /** Calendar year in which the child's class graduated. */
  graduateYear?: number;
}

/** The WHERE of every child list: school, class range, then the search fields. */
export function childWhere(s: SessionInfo, scope: number[] | null, f: ChildFilter): SQL {
  const parts: SQL[] = [sql`st.school_id = ${s.institutionId}`, sql`st.status = ${f.status ?? 1}`, inRange(sql`st.class_id`, scope)];
  if (f.name) parts.push(sql`st.name ilike ${containsPattern(f.name)}`);
  if (f.clazzId) parts.push(sql`st.class_id = ${f.clazzId}`);
  if (f.gradeId) parts.push(sql`c.grade_id = ${f.gradeId}`);
  if (f.gender) parts.push(sql`st.gender = ${f.gender}`);
  if (f.studentNo) parts.push(sql`st.student_no ilike ${containsPattern(f.studentNo)}`);
  if (f.graduateYear) parts.push(sql`extract(year from c.graduated_at) = ${f.graduateYear}`);
  if (f.guardianPhone) {
    parts.push(sql`exists (select 1 from guardians gp where gp.school_id = st.school_id and gp.student_id = st.id
      and gp.phone like ${phoneSearchPattern(s, f.guardianPhone)})`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`from students st
  left join classes c on c.school_id = st.school_id and c.id = st.class_id
  left join grades g on g.school_id = c.school_id and g.id = c.grade_id`;
const ORDER = sql`order by g.level nulls last, g.sort, c.sort, c.id, st.student_no nulls last, st.name, st.id`;

/** A row of the child list as the SQL gives it (ID number and phone not masked yet). */
type StoredChildRow = {
  id: number;
  name: string;
  gender: number;
  birthday: string | null;
  clazzId: number | null;
  clazzName: string | null;
  gradeId: number | null;
  gradeName: string | null;
  studentNo: string | null;
  idCardType: number;
  idCardNo: string | null;
  nation: string | null;
  enrolDate: string | null;
  status: number;
  graduatedAt: string | null;
  guardianName: string | null;
  guardianPhone: string | null;
  guardianRelation: string | null;
  guardianCount: number;
};

export type ChildListRow = Omit<StoredChildRow, 'idCardNo' | 'guardianPhone'> & {
  idCardNo: string;
  guardianPhone: string;
  ageMonths: number | null;
};

/**
 * One page of children: the page is cut first (one SQL, count(*) over ()), then only its rows
 * get their first guardian (direct guardian first). Phones and ID numbers are masked for
 * everyone: the full ID number is the child detail's reveal, or the export's.
 */
export async function childList(
  ctx: Pick<AppContext, 'db' | 'now'>,
  s: SessionInfo,
  scope: number[] | null,
  f: ChildFilter,
  pageNum: number,
  pageSize: number,
): Promise<PageOf<ChildListRow>> {
  const where = childWhere(s, scope, f);
  const page = await pagedQuery<StoredChildRow>(ctx.db, {
    pageNum,
    pageSize,
    count: sql`select count(*)::int as n ${FROM} where ${where}`,
    select: (cut) => sql`
    with pg as (
      select st.id, st.name, st.gender, st.birthday, st.class_id, c.name as clazz_name, g.id as grade_id, g.name as grade_name,
        st.student_no, st.id_card_type, st.id_card_no, st.nation, st.enrol_date, st.status, c.graduated_at, st.school_id,
        g.level, g.sort as gsort, c.sort as csort, count(*) over () as total
      ${FROM} where ${where} ${ORDER}
      ${cut}
    )
    select pg.id, pg.name, pg.gender, pg.birthday, pg.class_id as "clazzId", pg.clazz_name as "clazzName", pg.grade_id as "gradeId",
      pg.grade_name as "gradeName", pg.student_no as "studentNo", pg.id_card_type as "idCardType", pg.id_card_no as "idCardNo",
      pg.nation, pg.enrol_date as "enrolDate", pg.status, pg.graduated_at as "graduatedAt",
      gd.name as "guardianName", gd.phone as "guardianPhone", gd.relation as "guardianRelation",
      (select count(*) from guardians x where x.school_id = pg.school_id and x.student_id = pg.id)::int as "guardianCount",
      pg.total::int as total
    from pg left join lateral (
      select name, phone, relation from guardians gg where gg.school_id = pg.school_id and gg.student_id = pg.id
      order by gg.is_direct_guardian desc, gg.id limit 1) gd on true
    order by pg.level nulls last, pg.gsort, pg.csort, pg.class_id, pg.student_no nulls last, pg.name, pg.id`,
  });
  const today = todayChina(ctx.now());
  const m = masker(s, 'masked');
  const list = page.list.map((row) => ({
    ...row,
    ageMonths: ageInMonths(row.birthday, today),
    idCardNo: m.idCard(row.idCardNo, row.idCardType),
    guardianPhone: m.phone(row.guardianPhone),
  }));
  return { ...page, list };
}

/** How many children a filter selects (an export decides by it whether to run as a job). */
export async function countChildren(db: Runner, s: SessionInfo, scope: number[] | null, f: ChildFilter): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${childWhere(s, scope, f)}`);
  return r.rows[0].n;
}

export type ExportChild = ChildValues & {
  id: number;
  status: number;
  clazzName: string | null;
  gradeName: string | null;
  graduatedAt: string | null;
  guardians: { name: string; phone: string; relation: string; isDirectGuardian: boolean }[];
};

/**
 * Every matching child with all guardians, in list order, in batches of `batch` (keyset on
 * the list order would need a composite cursor; offset batches over a stable order are enough
 * for an export of tens of thousands of rows).
 */
export async function* allChildren(db: Runner, s: SessionInfo, scope: number[] | null, f: ChildFilter, batch = 1000) {
  const where = childWhere(s, scope, f);
  for (let offset = 0; ; offset += batch) {
    const r = await db.execute<ExportChild>(sql`
      with pg as (
        select st.id, st.name, st.gender, st.birthday, st.id_card_type, st.id_card_no, st.nation, st.student_no, st.enrol_date, st.status,
          c.name as clazz_name, g.name as grade_name, c.graduated_at, st.school_id,
          row_number() over (${ORDER}) as rn
        ${FROM} where ${where} ${ORDER} limit ${batch} offset ${offset}
      )
      select pg.id, pg.name, pg.gender, pg.birthday, pg.id_card_type as "idCardType", pg.id_card_no as "idCardNo", pg.nation,
        pg.student_no as "studentNo", pg.enrol_date as "enrolDate", pg.status, pg.clazz_name as "clazzName", pg.grade_name as "gradeName",
        pg.graduated_at as "graduatedAt",
        coalesce((select json_agg(json_build_object('name', gg.name, 'phone', gg.phone, 'relation', gg.relation, 'isDirectGuardian', gg.is_direct_guardian)
          order by gg.is_direct_guardian desc, gg.id) from guardians gg where gg.school_id = pg.school_id and gg.student_id = pg.id), '[]') as guardians
      from pg order by pg.rn`);
    const rows = r.rows;
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}
