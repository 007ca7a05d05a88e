import { GARDEN_CODES as G, RangeNodeType } from '@kg/shared';
import { clazzOptionQuery, clazzTeachersQuery } from '@kg/shared/modules/garden/classes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { MASKED, maskRecord } from '../../../core/masking.ts';
import { readCall } from '../../../core/read-route.ts';
import { containsPattern } from '../paged-query.ts';
import { inRange, type Runner, scoped, visibleClass } from './common.ts';

interface OptionRow {
  id: number;
  name: string;
  gradeId: number;
  gradeName: string;
  level: number;
  studentCount: number;
}

/** Active classes in the session's range, in grade then class order. */
export async function classOptions(db: Runner, schoolId: number, scope: number[] | null, f: { gradeId?: number; name?: string } = {}) {
  const r = await db.execute(sql`select c.id, c.name, c.grade_id as "gradeId", g.name as "gradeName", g.level,
      (select count(*) from students st where st.school_id = c.school_id and st.class_id = c.id and st.status = 1)::int as "studentCount"
    from classes c join grades g on g.school_id = c.school_id and g.id = c.grade_id
    where c.school_id = ${schoolId} and c.status = 1 and ${inRange(sql`c.id`, scope)}
      ${f.gradeId ? sql`and c.grade_id = ${f.gradeId}` : sql``}
      ${f.name ? sql`and c.name ilike ${containsPattern(f.name)}` : sql``}
    order by g.level, g.sort, c.sort, c.id`);
  return r.rows as unknown as OptionRow[];
}

/** Grades with their classes, as the grade option nests them. */
function byGrade(rows: OptionRow[]) {
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

const noInput = z.object({});
const OPTION_CODES = [G.clazz, G.student, G.teacher, G.grade];

/**
 * Class options and trees. Every call is filtered to the caller's class range on the server:
 * a teacher sees their classes only.
 */
export const clazzOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const P = '/kid-arch/v1/teacher/clazz';

  readCall(
    app,
    `${P}/school-grade-clazz-tree`,
    {
      access: { codes: OPTION_CODES, read: true },
      summary: 'School → grades → active classes tree (nodes: nodeId, id, name, type 1 school / 2 grade / 3 class, subList); in range only',
      input: noInput,
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      const grades = byGrade(await classOptions(ctx.db, s.institutionId, scope));
      return ok([
        {
          nodeId: `${RangeNodeType.school}-${s.institutionId}`,
          id: s.institutionId,
          name: s.institutionName,
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
      ]);
    },
  );

  readCall(
    app,
    `${P}/query-class-option`,
    {
      access: SIGNED_IN_READ,
      summary: 'Active class options in range [{id, name, gradeId, gradeName, level, studentCount}], by gradeId / name',
      input: clazzOptionQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await classOptions(ctx.db, s.institutionId, scope, q));
    },
  );

  readCall(
    app,
    `${P}/clazz-order-option`,
    {
      access: { codes: OPTION_CODES, read: true },
      summary: 'Active classes in range in display order (grade level, grade sort, class sort) with their position `order` from 1',
      input: clazzOptionQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      return ok((await classOptions(ctx.db, s.institutionId, scope, q)).map((c, i) => ({ ...c, order: i + 1 })));
    },
  );

  readCall(
    app,
    `${P}/teacher/own-clazz-option`,
    {
      access: SIGNED_IN_READ,
      summary: "The caller's own classes (all active classes for whole-school staff) [{id, name, gradeId, gradeName, level, studentCount}]",
      input: noInput,
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(await classOptions(ctx.db, s.institutionId, scope));
    },
  );

  readCall(
    app,
    '/kid-arch/v1/teacher/own-clazz-sort-option',
    {
      access: SIGNED_IN_READ,
      summary: "The caller's own classes grouped by grade in order [{gradeId, gradeName, level, clazzList: [{id, name, studentCount}]}]",
      input: noInput,
    },
    async (request) => {
      const { s, scope } = await scoped(ctx, request);
      return ok(byGrade(await classOptions(ctx.db, s.institutionId, scope)));
    },
  );

  readCall(
    app,
    '/kid-arch/v1/teacher/whether-teacher-has-all-range',
    {
      access: SIGNED_IN_READ,
      summary: 'Whether the caller sees the whole school (true) or only the classes of their range (false)',
      input: noInput,
    },
    async (request) => {
      const { scope } = await scoped(ctx, request);
      return ok(scope === null);
    },
  );

  readCall(
    app,
    `${P}/teacher/hasAccessToClazzTeachers`,
    {
      access: { codes: [G.clazz, G.teacher], read: true },
      summary:
        'Active staff who can see class clazzId: those with it in their range, then whole-school staff (allRange true); phones masked',
      input: clazzTeachersQuery,
    },
    async (request, q) => {
      const { s, scope } = await scoped(ctx, request);
      const c = await visibleClass(ctx.db, s, scope, q.clazzId);
      const r =
        await ctx.db.execute(sql`select m.id as "teacherId", m.real_name as "realName", a.phone, (m.all_range or m.is_admin) as "allRange",
        p.post_type as "postType", p.job_title as "jobTitle"
      from members m join accounts a on a.id = m.account_id
      left join staff_profiles p on p.school_id = m.institution_id and p.member_id = m.id
      where m.institution_id = ${s.institutionId} and m.status = 1 and (m.all_range or m.is_admin or exists (
        select 1 from member_class_ranges mr where mr.school_id = m.institution_id and mr.member_id = m.id and mr.class_id = ${c.id}))
      order by (m.all_range or m.is_admin), p.post_type nulls last, m.id`);
      return ok((r.rows as { phone: string }[]).map((t) => maskRecord(t, MASKED, { phones: ['phone'] })));
    },
  );
};
