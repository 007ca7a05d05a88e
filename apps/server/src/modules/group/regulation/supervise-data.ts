import { InstitutionType } from '@kg/shared';
import type { candidateRow, requestRow, supervisedGroupRow, supervisedRow } from '@kg/shared/modules/group/regulation';
import { SupervisionStatus } from '@kg/shared/modules/system/supervise';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

type Paging = { pageNum: number; pageSize: number; name?: string };
const named = (col: SQL, name?: string) => (name ? sql`and ${col} ilike ${containsPattern(name)}` : sql``);

/** The schools the authority supervises itself, with since when and what each shares (latest accepted request). */
export function listSupervised(db: Db, regulatorId: number, q: Paging) {
  const where = sql`rs.regulator_id = ${regulatorId} ${named(sql`i.name`, q.name)}`;
  return pagedQuery<z.input<typeof supervisedRow>>(db, {
    ...q,
    count: sql`select count(*)::int as n from regulator_schools rs join institutions i on i.id = rs.school_id where ${where}`,
    select: sql`select i.id, i.name, i.region_keys as "regionKeys", g.name as "groupName", q.decided_at as since,
        coalesce(q.allow_entry, true) as "allowEntry", coalesce(q.allow_reports, true) as "allowReports", count(*) over () as total
      from regulator_schools rs join institutions i on i.id = rs.school_id left join institutions g on g.id = i.group_id
      left join lateral (select decided_at, allow_entry, allow_reports from supervision_requests sr
        where sr.school_id = rs.school_id and sr.regulator_id = rs.regulator_id and sr.status = ${SupervisionStatus.accepted}
        order by sr.decided_at desc limit 1) q on true
      where ${where} order by i.id`,
  });
}

/** The groups of the schools the authority supervises, each with how many of its schools that is. */
export function listSupervisedGroups(db: Db, regulatorId: number, q: Paging) {
  const where = sql`g.type = ${InstitutionType.group} ${named(sql`g.name`, q.name)} and exists (select 1 from regulator_schools rs
    join institutions s on s.id = rs.school_id where rs.regulator_id = ${regulatorId} and s.group_id = g.id)`;
  return pagedQuery<z.input<typeof supervisedGroupRow>>(db, {
    ...q,
    count: sql`select count(*)::int as n from institutions g where ${where}`,
    select: sql`select g.id, g.name, count(*) over () as total,
        (select count(*) from regulator_schools rs join institutions s on s.id = rs.school_id
          where rs.regulator_id = ${regulatorId} and s.group_id = g.id)::int as "supervisedCount",
        (select count(*) from institutions s where s.group_id = g.id and s.type = ${InstitutionType.school})::int as "schoolCount"
      from institutions g where ${where} order by g.id`,
  });
}

/**
 * The enabled schools of the authority's region (its keys or below them) it does not supervise
 * yet, as a condition on a school row `s`. An authority without a region has no area to search.
 */
const openInRegion = (regulatorId: number) => sql`s.type = ${InstitutionType.school} and not s.disabled
  and exists (select 1 from institutions r where r.id = ${regulatorId} and r.region_keys is not null
    and (s.region_keys = r.region_keys or s.region_keys like r.region_keys || ',%'))
  and not exists (select 1 from regulator_schools rs where rs.regulator_id = ${regulatorId} and rs.school_id = s.id)`;
const pendingFor = (regulatorId: number, schoolId: SQL) => sql`exists (select 1 from supervision_requests p
  where p.school_id = ${schoolId} and p.regulator_id = ${regulatorId} and p.status = ${SupervisionStatus.pending})`;

/** Schools, or groups with such schools, the authority could ask to supervise; how many are open and how many wait. */
export function listCandidates(db: Db, regulatorId: number, q: Paging & { kind: 'school' | 'group' }) {
  if (q.kind === 'school') {
    const where = sql`${openInRegion(regulatorId)} ${named(sql`s.name`, q.name)}`;
    return pagedQuery<z.input<typeof candidateRow>>(db, {
      ...q,
      count: sql`select count(*)::int as n from institutions s where ${where}`,
      select: sql`select s.id, s.name, s.region_keys as "regionKeys", g.name as "groupName",
          (not ${pendingFor(regulatorId, sql`s.id`)})::int as "openCount", ${pendingFor(regulatorId, sql`s.id`)}::int as "pendingCount",
          count(*) over () as total
        from institutions s left join institutions g on g.id = s.group_id where ${where} order by s.id`,
    });
  }
  const where = sql`g.type = ${InstitutionType.group} and not g.disabled ${named(sql`g.name`, q.name)}`;
  const schools = sql`institutions s where s.group_id = g.id and ${openInRegion(regulatorId)}`;
  return pagedQuery<z.input<typeof candidateRow>>(db, {
    ...q,
    count: sql`select count(*)::int as n from institutions g where ${where} and exists (select 1 from ${schools})`,
    select: sql`select * from (select g.id, g.name, g.region_keys as "regionKeys", null as "groupName",
          (select count(*) from ${schools} and not ${pendingFor(regulatorId, sql`s.id`)})::int as "openCount",
          (select count(*) from ${schools} and ${pendingFor(regulatorId, sql`s.id`)})::int as "pendingCount",
          count(*) over () as total
        from institutions g where ${where} and exists (select 1 from ${schools})) c order by c.id`,
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
      const s = await tx.execute<{ supervised: boolean; open: boolean; pending: boolean; name: string }>(sql`
        select s.name, exists (select 1 from regulator_schools rs where rs.regulator_id = ${regulatorId} and rs.school_id = s.id) as supervised,
          ${openInRegion(regulatorId)} as open, ${pendingFor(regulatorId, sql`s.id`)} as pending
        from institutions s where s.id = ${r.schoolId} and s.type = ${InstitutionType.school} and not s.disabled`);
      const row = oneRow<{ supervised: boolean; open: boolean; pending: boolean; name: string }>(s.rows);
      if (row.supervised) throw new AppError('regulation-0004', { data: { field: 'schoolId', name: row.name } });
      if (!row.open) throw new AppError('common-0405');
      if (row.pending) throw new AppError('regulation-0003', { data: { field: 'schoolId', name: row.name } });
      ids = [r.schoolId];
    } else {
      const g = await tx.execute<{ id: number; pending: boolean }>(sql`select s.id, ${pendingFor(regulatorId, sql`s.id`)} as pending
        from institutions g join institutions s on s.group_id = g.id
        where g.id = ${r.groupId} and g.type = ${InstitutionType.group} and not g.disabled and ${openInRegion(regulatorId)}`);
      if (g.rows.length === 0) throw new AppError('common-0405');
      ids = g.rows.filter((x) => !x.pending).map((x) => Number(x.id));
      if (ids.length === 0) throw new AppError('regulation-0005', { field: 'groupId' });
    }
    await guardedWrite(
      () =>
        tx.execute(sql`insert into supervision_requests (school_id, regulator_id, message)
          select x, ${regulatorId}, ${r.message} from unnest(${`{${ids.join(',')}}`}::bigint[]) x`),
      { unique: () => new AppError('regulation-0003', { field: r.schoolId ? 'schoolId' : 'groupId' }) },
    );
    return ids;
  });
}

/** The authority's own requests, pending first, then newest. */
export function listRequests(db: Db, regulatorId: number, q: Paging & { status?: number }) {
  const where = sql`sr.regulator_id = ${regulatorId} ${q.status ? sql`and sr.status = ${q.status}` : sql``}`;
  return pagedQuery<z.input<typeof requestRow>>(db, {
    ...q,
    count: sql`select count(*)::int as n from supervision_requests sr where ${where}`,
    select: sql`select sr.id, sr.school_id as "schoolId", s.name as "schoolName", g.name as "groupName", sr.status, sr.message,
        sr.created_at as "createdAt", sr.decided_at as "decidedAt", count(*) over () as total
      from supervision_requests sr join institutions s on s.id = sr.school_id left join institutions g on g.id = s.group_id
      where ${where} order by sr.status = ${SupervisionStatus.pending} desc, sr.created_at desc, sr.id desc`,
  });
}

/** Withdrawing removes the pending request (the audit trail keeps it); a decided one stays as answered. */
export async function withdrawRequest(db: Db, regulatorId: number, id: number) {
  const r = await db.execute<{ status: number }>(sql`with d as (delete from supervision_requests
      where id = ${id} and regulator_id = ${regulatorId} and status = ${SupervisionStatus.pending} returning status)
    select status from d union all
    select status from supervision_requests where id = ${id} and regulator_id = ${regulatorId} and not exists (select 1 from d)`);
  const row = oneRow<{ status: number }>(r.rows);
  if (row.status !== SupervisionStatus.pending) throw new AppError('regulation-0006', { field: 'id' });
}
