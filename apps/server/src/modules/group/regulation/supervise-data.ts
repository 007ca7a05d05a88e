import { InstitutionType } from '@kg/shared';
import { SupervisionStatus } from '@kg/shared/modules/system/supervise';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, regulatorSchools, supervisionRequests } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Paging = { pageNum: number; pageSize: number; name?: string };
const named = (col: SQL | Column, name?: string) => (name ? sql`and ${col} ilike ${containsPattern(name)}` : sql``);

const i = alias(institutions, 'i');
const g = alias(institutions, 'g');
const s = alias(institutions, 's');
const r = alias(institutions, 'r');
const rs = alias(regulatorSchools, 'rs');
const sr = alias(supervisionRequests, 'sr');
const p = alias(supervisionRequests, 'p');
// the lateral q holds the latest accepted request's columns
const q = alias(supervisionRequests, 'q');
const groupName = sql<string | null>`${g.name}`;

const SUPERVISED = {
  id: i.id,
  name: i.name,
  regionKeys: i.regionKeys,
  groupName,
  since: sql<Date | null>`${q.decidedAt}`,
  allowEntry: sql<boolean>`coalesce(${q.allowEntry}, true)`,
  allowReports: sql<boolean>`coalesce(${q.allowReports}, true)`,
};
const SUPERVISED_LIST = selectList(SUPERVISED);

/** The schools the authority supervises itself, with since when and what each shares (latest accepted request). */
export function listSupervised(db: Db, regulatorId: number, page: Paging) {
  const where = sql`${rs.regulatorId} = ${regulatorId} ${named(i.name, page.name)}`;
  return pagedQuery<RowOf<typeof SUPERVISED>>(db, {
    ...page,
    count: sql`select count(*)::int as n from ${regulatorSchools} rs join ${institutions} i on ${i.id} = ${rs.schoolId} where ${where}`,
    select: sql`select ${SUPERVISED_LIST}, count(*) over () as total
      from ${regulatorSchools} rs join ${institutions} i on ${i.id} = ${rs.schoolId} left join ${institutions} g on ${g.id} = ${i.groupId}
      left join lateral (select sr.* from ${supervisionRequests} sr
        where ${sr.schoolId} = ${rs.schoolId} and ${sr.regulatorId} = ${rs.regulatorId} and ${sr.status} = ${SupervisionStatus.accepted}
        order by ${sr.decidedAt} desc limit 1) q on true
      where ${where} order by ${i.id}`,
  });
}

/** The group's schools the authority supervises itself. */
const supervisedOf = (regulatorId: number) => sql`${regulatorSchools} rs join ${institutions} s on ${s.id} = ${rs.schoolId}
  where ${rs.regulatorId} = ${regulatorId} and ${s.groupId} = ${g.id}`;

/** The groups of the schools the authority supervises, each with how many of its schools that is. */
export function listSupervisedGroups(db: Db, regulatorId: number, page: Paging) {
  const where = sql`${g.type} = ${InstitutionType.group} ${named(g.name, page.name)} and exists (select 1 from ${supervisedOf(regulatorId)})`;
  const GROUP = {
    id: g.id,
    name: g.name,
    supervisedCount: sql<number>`(select count(*) from ${supervisedOf(regulatorId)})::int`,
    schoolCount: sql<number>`(select count(*) from ${institutions} s where ${s.groupId} = ${g.id} and ${s.type} = ${InstitutionType.school})::int`,
  };
  return pagedQuery<RowOf<typeof GROUP>>(db, {
    ...page,
    count: sql`select count(*)::int as n from ${institutions} g where ${where}`,
    select: sql`select ${selectList(GROUP)}, count(*) over () as total from ${institutions} g where ${where} order by ${g.id}`,
  });
}

/**
 * The enabled schools of the authority's region (its keys or below them) it does not supervise
 * yet, as a condition on a school row `s`. An authority without a region has no area to search.
 */
const openInRegion = (regulatorId: number) => sql`${s.type} = ${InstitutionType.school} and not ${s.disabled}
  and exists (select 1 from ${institutions} r where ${r.id} = ${regulatorId} and ${r.regionKeys} is not null
    and (${s.regionKeys} = ${r.regionKeys} or ${s.regionKeys} like ${r.regionKeys} || ',%'))
  and not exists (select 1 from ${regulatorSchools} rs where ${rs.regulatorId} = ${regulatorId} and ${rs.schoolId} = ${s.id})`;
const pendingFor = (regulatorId: number) => sql<boolean>`exists (select 1 from ${supervisionRequests} p
  where ${p.schoolId} = ${s.id} and ${p.regulatorId} = ${regulatorId} and ${p.status} = ${SupervisionStatus.pending})`;

/** Schools, or groups with such schools, the authority could ask to supervise; how many are open and how many wait. */
export function listCandidates(db: Db, regulatorId: number, page: Paging & { kind: 'school' | 'group' }) {
  const pending = pendingFor(regulatorId);
  if (page.kind === 'school') {
    const where = sql`${openInRegion(regulatorId)} ${named(s.name, page.name)}`;
    const SCHOOL = {
      id: s.id,
      name: s.name,
      regionKeys: s.regionKeys,
      groupName,
      openCount: sql<number>`(not ${pending})::int`,
      pendingCount: sql<number>`(${pending})::int`,
    };
    return pagedQuery<RowOf<typeof SCHOOL>>(db, {
      ...page,
      count: sql`select count(*)::int as n from ${institutions} s where ${where}`,
      select: sql`select ${selectList(SCHOOL)}, count(*) over () as total
        from ${institutions} s left join ${institutions} g on ${g.id} = ${s.groupId} where ${where} order by ${s.id}`,
    });
  }
  const where = sql`${g.type} = ${InstitutionType.group} and not ${g.disabled} ${named(g.name, page.name)}`;
  const schools = sql`${institutions} s where ${s.groupId} = ${g.id} and ${openInRegion(regulatorId)}`;
  const GROUP = {
    id: g.id,
    name: g.name,
    regionKeys: g.regionKeys,
    groupName: sql<string | null>`null`,
    openCount: sql<number>`(select count(*) from ${schools} and not ${pending})::int`,
    pendingCount: sql<number>`(select count(*) from ${schools} and ${pending})::int`,
  };
  return pagedQuery<RowOf<typeof GROUP>>(db, {
    ...page,
    count: sql`select count(*)::int as n from ${institutions} g where ${where} and exists (select 1 from ${schools})`,
    select: sql`select ${selectList(GROUP)}, count(*) over () as total
      from ${institutions} g where ${where} and exists (select 1 from ${schools}) order by ${g.id}`,
  });
}

/**
 * Files one pending request per school: the school itself, or each open school of the group
 * (those of the authority's region it neither supervises nor already asked). A school outside
 * the region is not found; one already supervised or asked is refused, naming it.
 */
export async function fileRequests(db: Db, regulatorId: number, r: { schoolId?: number; groupId?: number; message: string | null }) {
  if (Boolean(r.schoolId) === Boolean(r.groupId)) throw new AppError('regulation-0008', { field: r.schoolId ? 'groupId' : 'schoolId' });
  return db.transaction(async (tx) => {
    let ids: number[];
    if (r.schoolId) {
      const CHECK = {
        name: s.name,
        supervised: sql<boolean>`exists (select 1 from ${regulatorSchools} rs where ${rs.regulatorId} = ${regulatorId} and ${rs.schoolId} = ${s.id})`,
        open: sql<boolean>`(${openInRegion(regulatorId)})`,
        pending: pendingFor(regulatorId),
      };
      const rows = await preparedRows<RowOf<typeof CHECK>>(
        tx,
        sql`select ${selectList(CHECK)} from ${institutions} s
          where ${s.id} = ${r.schoolId} and ${s.type} = ${InstitutionType.school} and not ${s.disabled}`,
      );
      const row = oneRow<RowOf<typeof CHECK>>(rows);
      if (row.supervised) throw new AppError('regulation-0004', { data: { field: 'schoolId', name: row.name } });
      if (!row.open) throw new AppError('common-0405');
      if (row.pending) throw new AppError('regulation-0003', { data: { field: 'schoolId', name: row.name } });
      ids = [r.schoolId];
    } else {
      const OPEN = { id: s.id, pending: pendingFor(regulatorId) };
      const rows = await preparedRows<RowOf<typeof OPEN>>(
        tx,
        sql`select ${selectList(OPEN)} from ${institutions} g join ${institutions} s on ${s.groupId} = ${g.id}
          where ${g.id} = ${r.groupId} and ${g.type} = ${InstitutionType.group} and not ${g.disabled} and ${openInRegion(regulatorId)}`,
      );
      if (rows.length === 0) throw new AppError('common-0405');
      ids = rows.filter((x) => !x.pending).map((x) => x.id);
      if (ids.length === 0) throw new AppError('regulation-0005', { field: 'groupId' });
    }
    await guardedWrite(
      () => tx.insert(supervisionRequests).values(ids.map((schoolId) => ({ schoolId, regulatorId, message: r.message }))),
      { unique: () => new AppError('regulation-0003', { field: r.schoolId ? 'schoolId' : 'groupId' }) },
    );
    return ids;
  });
}

const REQUEST = {
  id: sr.id,
  schoolId: sr.schoolId,
  schoolName: s.name,
  groupName,
  status: sr.status,
  message: sr.message,
  createdAt: sr.createdAt,
  decidedAt: sr.decidedAt,
};
const REQUEST_LIST = selectList(REQUEST);

/** The authority's own requests, pending first, then newest. */
export function listRequests(db: Db, regulatorId: number, page: Paging & { status?: number }) {
  const where = sql`${sr.regulatorId} = ${regulatorId} ${page.status ? sql`and ${sr.status} = ${page.status}` : sql``}`;
  return pagedQuery<RowOf<typeof REQUEST>>(db, {
    ...page,
    count: sql`select count(*)::int as n from ${supervisionRequests} sr where ${where}`,
    select: sql`select ${REQUEST_LIST}, count(*) over () as total
      from ${supervisionRequests} sr join ${institutions} s on ${s.id} = ${sr.schoolId} left join ${institutions} g on ${g.id} = ${s.groupId}
      where ${where} order by ${sr.status} = ${SupervisionStatus.pending} desc, ${sr.createdAt} desc, ${sr.id} desc`,
  });
}

/** Withdrawing removes the pending request (the audit trail keeps it); a decided one stays as answered. */
export async function withdrawRequest(db: Db, regulatorId: number, id: number) {
  const mine = and(eq(supervisionRequests.id, id), eq(supervisionRequests.regulatorId, regulatorId));
  const deleted = await db
    .delete(supervisionRequests)
    .where(and(mine, eq(supervisionRequests.status, SupervisionStatus.pending)))
    .returning({ id: supervisionRequests.id });
  if (deleted.length) return;
  // nothing pending went: a decided request stays as answered, another authority's is not found
  oneRow(await db.select({ status: supervisionRequests.status }).from(supervisionRequests).where(mine));
  throw new AppError('regulation-0006', { field: 'id' });
}
