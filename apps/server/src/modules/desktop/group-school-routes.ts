import { DEFAULT_PAGE_SIZE, InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import type { AppContext, SessionInfo } from '../../core/context.ts';
import { page } from '../../core/envelope.ts';
import { denied } from '../../core/errors.ts';
import { readCall } from '../../core/read-route.ts';
import { sessionOf } from '../../core/session.ts';

/** LIKE wildcards in a user's search text are literal. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const groupSchoolQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === 10 || n === 20, 'pageSize must be 10 or 20')
    .default(DEFAULT_PAGE_SIZE),
  name: z.string().trim().max(50).optional(),
});
type Query = z.infer<typeof groupSchoolQuery>;

interface Row {
  id: number;
  name: string;
  address: string | null;
  regionKeys: string | null;
  disabled: boolean;
  childCount: number;
  classCount: number;
  staffCount: number;
  total: number;
}

/** The schools of the session's group, paged, with their active children, classes and staff. */
export async function groupSchools(ctx: AppContext, s: SessionInfo, q: Query) {
  if (s.institutionType !== InstitutionType.group || s.readOnly) throw denied();
  const { pageNum, pageSize, name } = q;
  const nameFilter = name ? sql`and i.name ilike ${`%${likeEscape(name)}%`}` : sql``;
  // cut the page first: the counts run only for its rows (a group may run hundreds of schools)
  const r = await ctx.db.execute(sql`
    with pg as (
      select i.id, i.name, i.address, i.region_keys, i.disabled, count(*) over () as total
      from institutions i
      where i.group_id = ${s.institutionId} and i.type = ${InstitutionType.school} ${nameFilter}
      order by i.id
      limit ${pageSize} offset ${(pageNum - 1) * pageSize}
    )
    select pg.id, pg.name, pg.address, pg.region_keys as "regionKeys", pg.disabled,
      (select count(*) from students st where st.school_id = pg.id and st.status = 1)::int as "childCount",
      (select count(*) from classes c where c.school_id = pg.id and c.status = 1)::int as "classCount",
      (select count(*) from members m where m.institution_id = pg.id and m.status = 1)::int as "staffCount",
      pg.total::int as total
    from pg order by pg.id`);
  const rows = r.rows as unknown as Row[];
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && pageNum > 1) {
    const c = await ctx.db.execute(sql`select count(*)::int as n from institutions i
      where i.group_id = ${s.institutionId} and i.type = ${InstitutionType.school} ${nameFilter}`);
    total = (c.rows[0] as { n: number }).n;
  }
  return page(
    rows.map(({ total: _t, ...row }) => row),
    total,
    pageNum,
    pageSize,
  );
}

export const groupSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  readCall(
    app,
    '/kid-arch/v1/group/school/list',
    {
      access: SIGNED_IN_READ,
      summary: "Group: the group's schools, paged, searchable by name, with child, class and staff counts",
      input: groupSchoolQuery,
    },
    async (request, q) => groupSchools(ctx, sessionOf(request), q),
  );
};
