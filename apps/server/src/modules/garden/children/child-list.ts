import type { PageOf } from '@kg/shared/contract/outputs';
import { ageInMonths } from '@kg/shared/time/age';
import { todayChina } from '@kg/shared/time/china';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { masker, phoneSearchPattern } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, grades, guardians, students } from '../../../db/schema/index.ts';
import { joined, type RowOf, renderedOnce, selectList } from '../../../db/select-list.ts';

/** The export's reads: a count through the builder, batches as prepared statements. */
type Reader = Pick<Db, 'execute' | 'select'> & { $client?: Db['$client'] };

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

const st = alias(students, 'st');
const c = alias(classes, 'c');
const g = alias(grades, 'g');
const gd = alias(guardians, 'gd');
const gg = alias(guardians, 'gg');
const gp = alias(guardians, 'gp');
const gx = alias(guardians, 'gx');
// The child list is the hot path: everything but its values is rendered to text once (renderedOnce).
const W = {
  schoolId: renderedOnce(st.schoolId),
  status: renderedOnce(st.status),
  classId: renderedOnce(st.classId),
  name: renderedOnce(st.name),
  gradeId: renderedOnce(c.gradeId),
  gender: renderedOnce(st.gender),
  studentNo: renderedOnce(st.studentNo),
  graduatedAt: renderedOnce(c.graduatedAt),
  guardianPhone: renderedOnce(sql`exists (select 1 from ${guardians} gp
    where ${gp.schoolId} = ${st.schoolId} and ${gp.studentId} = ${st.id} and ${gp.phone} like`),
};

/** The WHERE of every child list: school, class range, then the search fields. */
export function childWhere(s: SessionInfo, scope: number[] | null, f: ChildFilter): SQL {
  const parts: SQL[] = [sql`${W.schoolId} = ${s.institutionId}`, sql`${W.status} = ${f.status ?? 1}`, inRange(W.classId, scope)];
  if (f.name) parts.push(sql`${W.name} ilike ${containsPattern(f.name)}`);
  if (f.clazzId) parts.push(sql`${W.classId} = ${f.clazzId}`);
  if (f.gradeId) parts.push(sql`${W.gradeId} = ${f.gradeId}`);
  if (f.gender) parts.push(sql`${W.gender} = ${f.gender}`);
  if (f.studentNo) parts.push(sql`${W.studentNo} ilike ${containsPattern(f.studentNo)}`);
  if (f.graduateYear) parts.push(sql`extract(year from ${W.graduatedAt}) = ${f.graduateYear}`);
  if (f.guardianPhone) parts.push(sql`${W.guardianPhone} ${phoneSearchPattern(s, f.guardianPhone)})`);
  return sql.join(parts, sql` and `);
}

const FROM = renderedOnce(sql`from ${students} st
  left join ${classes} c on ${c.schoolId} = ${st.schoolId} and ${c.id} = ${st.classId}
  left join ${grades} g on ${g.schoolId} = ${c.schoolId} and ${g.id} = ${c.gradeId}`);
const ORDER = renderedOnce(
  sql`order by ${g.level} nulls last, ${g.sort}, ${c.sort}, ${c.id}, ${st.studentNo} nulls last, ${st.name}, ${st.id}`,
);

/** What the list and the export read of a child, its class and its grade. */
const CHILD = {
  id: st.id,
  name: st.name,
  gender: st.gender,
  birthday: st.birthday,
  studentNo: st.studentNo,
  idCardType: st.idCardType,
  idCardNo: st.idCardNo,
  nation: st.nation,
  enrolDate: st.enrolDate,
  status: st.status,
  clazzName: joined(c.name),
  graduatedAt: c.graduatedAt,
};
const PAGE = { ...CHILD, clazzId: st.classId, gradeId: joined(g.id), gradeName: joined(g.name) };
/** The fields again, read from the CTE `pg` under their keys. */
const fromPage = (fields: object) =>
  renderedOnce(
    sql.join(
      Object.keys(fields).map((k) => sql`pg.${sql.identifier(k)}`),
      sql`, `,
    ),
  );
const PAGE_LIST = renderedOnce(
  sql`${selectList(PAGE)}, ${st.schoolId} as school_id, ${g.level} as level, ${g.sort} as gsort, ${c.sort} as csort`,
);
const FIRST_GUARDIAN = {
  guardianName: joined(gd.name),
  guardianPhone: joined(gd.phone),
  guardianRelation: joined(gd.relation),
  guardianCount: sql<number>`(select count(*) from ${guardians} gx where ${gx.schoolId} = pg.school_id and ${gx.studentId} = pg.id)::int`,
};
const PAGE_OUT = renderedOnce(sql`${fromPage(PAGE)}, ${selectList(FIRST_GUARDIAN)}`);
const FIRST_GUARDIAN_JOIN = renderedOnce(sql`left join lateral (
      select ${gg.name}, ${gg.phone}, ${gg.relation} from ${guardians} gg where ${gg.schoolId} = pg.school_id and ${gg.studentId} = pg.id
      order by ${gg.isDirectGuardian} desc, ${gg.id} limit 1) gd on true`);

/** A row of the child list as the SQL gives it (ID number and phone not masked yet). */
type StoredChildRow = RowOf<typeof PAGE> & RowOf<typeof FIRST_GUARDIAN>;

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
  const today = todayChina(ctx.now());
  const m = masker(s, 'masked');
  return pagedQuery<StoredChildRow, ChildListRow>(
    ctx.db,
    {
      pageNum,
      pageSize,
      count: sql`select count(*)::int as n ${FROM} where ${where}`,
      select: (cut) => sql`
    with pg as (
      select ${PAGE_LIST}, count(*) over () as total
      ${FROM} where ${where} ${ORDER}
      ${cut}
    )
    select ${PAGE_OUT}, pg.total::int as total
    from pg ${FIRST_GUARDIAN_JOIN}
    order by pg.level nulls last, pg.gsort, pg.csort, pg."clazzId", pg."studentNo" nulls last, pg.name, pg.id`,
    },
    (row) => {
      // the row is pagedQuery's own copy: completed in place
      const out = row as unknown as ChildListRow;
      out.ageMonths = ageInMonths(row.birthday, today);
      out.idCardNo = m.idCard(row.idCardNo, row.idCardType);
      out.guardianPhone = m.phone(row.guardianPhone);
      return out;
    },
  );
}

/** How many children a filter selects (an export decides by it whether to run as a job). */
export async function countChildren(db: Reader, s: SessionInfo, scope: number[] | null, f: ChildFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(st)
    .leftJoin(c, and(eq(c.schoolId, st.schoolId), eq(c.id, st.classId)))
    .leftJoin(g, and(eq(g.schoolId, c.schoolId), eq(g.id, c.gradeId)))
    .where(childWhere(s, scope, f));
  return row.n;
}

type ExportGuardian = { name: string; phone: string; relation: string; isDirectGuardian: boolean };
const EXPORT = { ...CHILD, gradeName: joined(g.name) };
const EXPORT_LIST = renderedOnce(sql`${selectList(EXPORT)}, ${st.schoolId} as school_id`);
const ALL_GUARDIANS = {
  guardians: sql<ExportGuardian[]>`coalesce((select json_agg(json_build_object('name', ${gg.name}, 'phone', ${gg.phone},
    'relation', ${gg.relation}, 'isDirectGuardian', ${gg.isDirectGuardian}) order by ${gg.isDirectGuardian} desc, ${gg.id})
    from ${guardians} gg where ${gg.schoolId} = pg.school_id and ${gg.studentId} = pg.id), '[]')`,
};
const EXPORT_OUT = renderedOnce(sql`${fromPage(EXPORT)}, ${selectList(ALL_GUARDIANS)}`);

export type ExportChild = RowOf<typeof EXPORT> & RowOf<typeof ALL_GUARDIANS>;

/**
 * Every matching child with all guardians, in list order, in batches of `batch` (keyset on
 * the list order would need a composite cursor; offset batches over a stable order are enough
 * for an export of tens of thousands of rows).
 */
export async function* allChildren(db: Reader, s: SessionInfo, scope: number[] | null, f: ChildFilter, batch = 1000) {
  const where = childWhere(s, scope, f);
  for (let offset = 0; ; offset += batch) {
    const rows = await preparedRows<ExportChild>(
      db,
      sql`
      with pg as (
        select ${EXPORT_LIST}, row_number() over (${ORDER}) as rn
        ${FROM} where ${where} ${ORDER} limit ${batch} offset ${offset}
      )
      select ${EXPORT_OUT} from pg order by pg.rn`,
    );
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}
