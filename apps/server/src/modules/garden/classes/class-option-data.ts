import { RangeNodeType } from '@kg/shared';
import { and, asc, eq, exists, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../../core/list.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { accounts, memberClassRanges, members, staffProfiles, students } from '../../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../../db/select-list.ts';
import type { Runner } from './class-lookup.ts';
import { CLASS_WHERE, c, FROM_CLASSES, g, IN_GRADE_ORDER } from './class-sql.ts';

/** Class options, trees and the staff who see a class; every read is limited to the caller's range. */

const OPTION = {
  id: c.id,
  name: c.name,
  gradeId: c.gradeId,
  gradeName: g.name,
  level: g.level,
  studentCount: sql<number>`(select count(*) from ${students} st where st.school_id = ${c.schoolId} and st.class_id = ${c.id} and st.status = 1)::int`,
};
const OPTIONS = renderedOnce(selectList(OPTION));
type OptionRow = RowOf<typeof OPTION>;

/** Active classes in range, in grade then class order. */
export function classOptions(db: Runner, schoolId: number, range: number[] | null, f: { gradeId?: number; name?: string } = {}) {
  // prepared: the tree and the class pickers ask this on every page that filters by class
  return preparedRows<OptionRow>(
    db,
    sql`select ${OPTIONS} ${FROM_CLASSES}
    where ${CLASS_WHERE.schoolId} = ${schoolId} and ${CLASS_WHERE.status} = 1 and ${inRange(CLASS_WHERE.id, range)}
      ${f.gradeId ? sql`and ${CLASS_WHERE.gradeId} = ${f.gradeId}` : sql``}
      ${f.name ? sql`and ${CLASS_WHERE.name} ilike ${containsPattern(f.name)}` : sql``}
    ${IN_GRADE_ORDER}`,
  );
}

/** Grades with their classes, as the grade option nests them. */
export function byGrade(rows: OptionRow[]) {
  const grades = new Map<
    number,
    { gradeId: number; gradeName: string; level: number; clazzList: { id: number; name: string; studentCount: number }[] }
  >();
  for (const r of rows) {
    let g = grades.get(r.gradeId);
    if (!g) {
      g = { gradeId: r.gradeId, gradeName: r.gradeName, level: r.level, clazzList: [] };
      grades.set(r.gradeId, g);
    }
    g.clazzList.push({ id: r.id, name: r.name, studentCount: r.studentCount });
  }
  return [...grades.values()];
}

/** School → grades → classes of the range, as the range pickers show it. */
export async function schoolTree(db: Runner, school: { id: number; name: string }, range: number[] | null) {
  const grades = byGrade(await classOptions(db, school.id, range));
  return [
    {
      nodeId: `${RangeNodeType.school}-${school.id}`,
      id: school.id,
      name: school.name,
      type: RangeNodeType.school,
      subList: grades.map((g) => ({
        nodeId: `${RangeNodeType.grade}-${g.gradeId}`,
        id: g.gradeId,
        name: g.gradeName,
        type: RangeNodeType.grade,
        level: g.level,
        subList: g.clazzList.map((c) => ({
          nodeId: `${RangeNodeType.clazz}-${c.id}`,
          id: c.id,
          name: c.name,
          type: RangeNodeType.clazz,
          studentCount: c.studentCount,
          subList: [],
        })),
      })),
    },
  ];
}

/** Active staff who can see class `classId`: those with it in their range first, then whole-school staff; phones masked. */
export async function classStaff(db: Runner, schoolId: number, classId: number) {
  const [m, p, mr] = [members, staffProfiles, memberClassRanges];
  const wholeSchool = sql<boolean>`(${m.allRange} or ${m.isAdmin})`;
  const ranged = db
    .select({ one: sql`1` })
    .from(mr)
    .where(and(eq(mr.schoolId, m.institutionId), eq(mr.memberId, m.id), eq(mr.classId, classId)));
  const rows = await db
    .select({
      teacherId: m.id,
      realName: m.realName,
      phone: accounts.phone,
      allRange: wholeSchool,
      postType: p.postType,
      jobTitle: p.jobTitle,
    })
    .from(m)
    .innerJoin(accounts, eq(accounts.id, m.accountId))
    .leftJoin(p, and(eq(p.schoolId, m.institutionId), eq(p.memberId, m.id)))
    .where(and(eq(m.institutionId, schoolId), eq(m.status, 1), or(eq(m.allRange, true), eq(m.isAdmin, true), exists(ranged))))
    .orderBy(wholeSchool, sql`${p.postType} nulls last`, asc(m.id));
  return rows.map((t) => maskRecord(t, MASKED, { phones: ['phone'] }));
}
