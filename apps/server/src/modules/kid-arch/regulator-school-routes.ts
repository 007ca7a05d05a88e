import { DEFAULT_PAGE_SIZE, InstitutionType } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import type { SessionInfo } from '../../core/context.ts';
import { page } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sessionOf } from '../../core/session.ts';

/** LIKE wildcards in a user's search text are literal. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface SchoolRow {
  id: number;
  name: string;
  address: string | null;
  regionKeys: string | null;
  groupName: string | null;
  childCount: number;
  classCount: number;
  staffCount: number;
  total: number;
}

const LIST_URL = '/kid-arch/v1/regulator/school/list';

const listQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === 10 || n === 20, 'pageSize must be 10 or 20')
    .default(DEFAULT_PAGE_SIZE),
  name: z.string().trim().max(50).optional(),
});
type ListQuery = z.infer<typeof listQuery>;
const FIRST_PAGE: ListQuery = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

export const regulatorSchoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const list = async (s: SessionInfo, q: ListQuery) => {
    if (s.institutionType !== InstitutionType.regulator || s.readOnly) throw new AppError('common-0403');
    const { pageNum, pageSize, name } = q;
    const nameFilter = name ? sql`and i.name ilike ${`%${likeEscape(name)}%`}` : sql``;
    // The page is cut first; the per-school counts run only for its rows (a regulator may
    // supervise tens of thousands of schools).
    const r = await ctx.db.execute(sql`
      with pg as (
        select i.id, i.name, i.address, i.region_keys, i.group_id, count(*) over () as total
        from regulator_schools rs join institutions i on i.id = rs.school_id
        where rs.regulator_id = ${s.institutionId} ${nameFilter}
        order by i.id
        limit ${pageSize} offset ${(pageNum - 1) * pageSize}
      )
      select pg.id, pg.name, pg.address, pg.region_keys as "regionKeys", g.name as "groupName",
        (select count(*) from students st where st.school_id = pg.id and st.status = 1)::int as "childCount",
        (select count(*) from classes c where c.school_id = pg.id and c.status = 1)::int as "classCount",
        (select count(*) from members m where m.institution_id = pg.id and m.status = 1)::int as "staffCount",
        pg.total::int as total
      from pg left join institutions g on g.id = pg.group_id
      order by pg.id`);
    const rows = r.rows as unknown as SchoolRow[];
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && pageNum > 1) {
      // past the last page the window count saw no rows: count once
      const c = await ctx.db.execute(sql`select count(*)::int as n from regulator_schools rs join institutions i on i.id = rs.school_id
        where rs.regulator_id = ${s.institutionId} ${nameFilter}`);
      total = (c.rows[0] as { n: number }).n;
    }
    return page(
      rows.map(({ total: _t, ...row }) => row),
      total,
      pageNum,
      pageSize,
    );
  };

  const config = { access: SIGNED_IN_READ };
  const summary = 'Regulator: the supervised schools, paged, with child, class and staff counts';
  app.post(LIST_URL, { config, schema: { summary, body: listQuery.nullish() } }, async (request) =>
    list(sessionOf(request), request.body ?? FIRST_PAGE),
  );
  app.get(LIST_URL, { config, schema: { summary, querystring: listQuery } }, async (request) => list(sessionOf(request), request.query));
};
