import { maskPhone } from '@kg/shared';
import type { SchoolSort } from '@kg/shared/modules/group/schools';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionInfo } from '../../../core/context.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { accounts, institutions, members, schoolFigures, schoolProfiles } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { inGroupScope } from '../../../platform/tenancy/index.ts';

/** The group home's list and the group's trees and authorities: reads, scoped to the caller. */

type ListQuery = { pageNum: number; pageSize: number; name?: string; sort?: SchoolSort; desc: boolean };

const i = alias(institutions, 'i');
// the CTE pg holds the page's institutions' columns; the figures are joined again by key over the page
const pg = alias(institutions, 'pg');
const f = alias(schoolFigures, 'f');
const p = alias(schoolProfiles, 'p');
// the director: the lateral d holds one member's columns
const d = alias(members, 'd');
const da = alias(accounts, 'da');
const m = alias(members, 'm');
const count = (column: Column) => sql<number>`coalesce(${column}, 0)::int`;
const FIELDS = {
  id: pg.id,
  name: pg.name,
  shortName: p.shortName,
  address: pg.address,
  regionKeys: pg.regionKeys,
  disabled: pg.disabled,
  directorName: sql<string | null>`${d.realName}`,
  directorPhone: sql<string | null>`${da.phone}`,
  childCount: count(f.childCount),
  classCount: count(f.classCount),
  staffCount: count(f.staffCount),
  figuresAt: sql<Date | null>`${f.refreshedAt}`,
};
const LIST = selectList(FIELDS);
export type SchoolRow = RowOf<typeof FIELDS>;

/** The sort keys: [inside the page cut, over the cut page]. Never user text. */
const SORTS: Record<SchoolSort, [SQL, SQL]> = {
  name: [sql`${i.name}`, sql`${pg.name}`],
  children: [count(f.childCount), count(f.childCount)],
  classes: [count(f.classCount), count(f.classCount)],
  staff: [count(f.staffCount), count(f.staffCount)],
};

/**
 * The schools of the caller's scope, a page at a time, with the figures of school_figures (never
 * counted here) and the director, looked up for the page's rows only.
 */
export async function listSchools(db: Db, s: SessionInfo, q: ListQuery) {
  const where = sql`${inGroupScope(s, sql`${i.id}`)} ${q.name ? sql`and ${i.name} ilike ${containsPattern(q.name)}` : sql``}`;
  // unsorted: the order the schools were created in
  const [inner, outer] = q.sort ? SORTS[q.sort] : [sql`${i.id}`, sql`${pg.id}`];
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const page = await pagedQuery<SchoolRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${institutions} i where ${where}`,
    select: (cut) => sql`
      with pg as (
        select i.*, count(*) over () as total
        from ${institutions} i left join ${schoolFigures} f on ${f.schoolId} = ${i.id}
        where ${where} order by ${inner} ${dir}, ${i.id} ${cut}
      )
      select ${LIST}, pg.total
      from pg
      left join ${schoolFigures} f on ${f.schoolId} = ${pg.id}
      left join ${schoolProfiles} p on ${p.schoolId} = ${pg.id}
      left join lateral (
        select m.* from ${members} m
        where ${m.institutionId} = ${pg.id} and ${m.isAdmin} and ${m.status} = 1 order by ${m.id} limit 1
      ) d on true
      left join ${accounts} da on ${da.id} = ${d.accountId}
      order by ${outer} ${dir}, ${pg.id}`,
  });
  return { ...page, list: page.list.map((r) => ({ ...r, directorPhone: r.directorPhone ? maskPhone(r.directorPhone) : null })) };
}
