import { InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { denied } from '../../core/errors.ts';
import { readCall } from '../../core/read-route.ts';
import { sessionOf } from '../../core/session.ts';

export interface SchoolOverview {
  schoolId: number;
  schoolName: string;
  /** 'school': whole-school counts; 'classes': the caller's class range only. */
  scope: 'school' | 'classes';
  childCount: number;
  classCount: number;
  staffCount: number;
  /** The caller's own classes (range scope), for the workbench to name them. */
  classNames: string[];
}

/**
 * The workbench counts of the session's school. A member with a class range (a teacher)
 * sees the children and classes of that range (DESIGN §6); staff are not class-scoped.
 */
export async function schoolOverview(ctx: AppContext, s: SessionInfo): Promise<SchoolOverview> {
  if (s.institutionType !== InstitutionType.school) throw denied();
  const school = s.institutionId;
  // a read-only visit carries the regulator's member id: never a range of this school
  const ranged = !s.allRange && !s.readOnly;
  const myClasses = ranged
    ? sql`select c.id, c.name, c.sort from member_class_ranges r join classes c on c.school_id = r.school_id and c.id = r.class_id
          where r.school_id = ${school} and r.member_id = ${s.memberId} and c.status = 1`
    : sql`select c.id, c.name, c.sort from classes c where c.school_id = ${school} and c.status = 1`;
  const r = await ctx.db.execute(sql`
    with mc as (${myClasses})
    select i.name as "schoolName",
      (select count(*) from students st where st.school_id = ${school} and st.status = 1
         and st.class_id in (select id from mc))::int as "childCount",
      (select count(*) from students st where st.school_id = ${school} and st.status = 1)::int as "schoolChildCount",
      (select count(*) from mc)::int as "classCount",
      (select count(*) from members m where m.institution_id = ${school} and m.status = 1)::int as "staffCount",
      coalesce((select array_agg(name order by sort, id) from mc), '{}') as "classNames"
    from institutions i where i.id = ${school}`);
  const row = r.rows[0] as {
    schoolName: string;
    childCount: number;
    schoolChildCount: number;
    classCount: number;
    staffCount: number;
    classNames: string[];
  };
  return {
    schoolId: school,
    schoolName: row.schoolName,
    scope: ranged ? 'classes' : 'school',
    // whole school: children without a class count too
    childCount: ranged ? row.childCount : row.schoolChildCount,
    classCount: row.classCount,
    staffCount: row.staffCount,
    classNames: ranged ? row.classNames : [],
  };
}

export const schoolOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  readCall(
    app,
    '/kid-arch/v1/teacher/school/overview',
    {
      access: SIGNED_IN_READ,
      summary: "Workbench: the session's school name and its active children, staff and classes (a teacher: those of their class range)",
      input: z.object({}),
    },
    async (request) => ok(await schoolOverview(ctx, sessionOf(request))),
  );
};
