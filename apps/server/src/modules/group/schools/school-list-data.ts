import { maskPhone } from '@kg/shared';
import type { SchoolSort } from '@kg/shared/modules/group/schools';
import { sql } from 'drizzle-orm';
import type { SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { inGroupScope } from '../../../platform/tenancy/index.ts';

/** The group home's list and the group's trees and authorities: reads, scoped to the caller. */

type ListQuery = { pageNum: number; pageSize: number; name?: string; sort?: SchoolSort; desc: boolean };

export type SchoolRow = {
  id: number;
  name: string;
  shortName: string | null;
  address: string | null;
  regionKeys: string | null;
  disabled: boolean;
  directorName: string | null;
  directorPhone: string | null;
  childCount: number;
  classCount: number;
  staffCount: number;
  figuresAt: Date | null;
};

/** The sort keys' columns: [inside the page cut, over the cut page]. Constants, never user text. */
const SORT_COLUMNS: Record<SchoolSort, [string, string]> = {
  name: ['i.name', 'pg.name'],
  children: ['coalesce(f.child_count, 0)', 'coalesce(pg.child_count, 0)'],
  classes: ['coalesce(f.class_count, 0)', 'coalesce(pg.class_count, 0)'],
  staff: ['coalesce(f.staff_count, 0)', 'coalesce(pg.staff_count, 0)'],
};

/**
 * The schools of the caller's scope, a page at a time, with the figures of school_figures (never
 * counted here) and the director, looked up for the page's rows only.
 */
export async function listSchools(db: Db, s: SessionInfo, q: ListQuery) {
  const where = sql`${inGroupScope(s, sql`i.id`)} ${q.name ? sql`and i.name ilike ${containsPattern(q.name)}` : sql``}`;
  // unsorted: the order the schools were created in
  const [inner, outer] = q.sort ? SORT_COLUMNS[q.sort] : ['i.id', 'pg.id'];
  const dir = q.desc ? 'desc' : 'asc';
  const page = await pagedQuery<SchoolRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from institutions i where ${where}`,
    select: (cut) => sql`
      with pg as (
        select i.id, i.name, i.address, i.region_keys, i.disabled, f.child_count, f.class_count, f.staff_count,
          f.refreshed_at, count(*) over () as total
        from institutions i left join school_figures f on f.school_id = i.id
        where ${where} order by ${sql.raw(`${inner} ${dir}, i.id`)} ${cut}
      )
      select pg.id, pg.name, p.short_name as "shortName", pg.address, pg.region_keys as "regionKeys", pg.disabled,
        d.real_name as "directorName", d.phone as "directorPhone",
        coalesce(pg.child_count, 0)::int as "childCount", coalesce(pg.class_count, 0)::int as "classCount",
        coalesce(pg.staff_count, 0)::int as "staffCount", pg.refreshed_at as "figuresAt", pg.total::int as total
      from pg
      left join school_profiles p on p.school_id = pg.id
      left join lateral (
        select m.real_name, a.phone from members m join accounts a on a.id = m.account_id
        where m.institution_id = pg.id and m.is_admin and m.status = 1 order by m.id limit 1
      ) d on true
      order by ${sql.raw(`${outer} ${dir}, pg.id`)}`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, directorPhone: r.directorPhone ? maskPhone(r.directorPhone) : null })) };
}
