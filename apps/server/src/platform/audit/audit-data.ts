import type { Result } from '@kg/shared';
import type { AuditAction, auditEndpoints } from '@kg/shared/modules/platform/audit';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { oneRow } from '../../core/crud.ts';
import { notFound } from '../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { maskColumns } from '../../core/masking.ts';
import { preparedRows } from '../../core/prepared.ts';
import { chinaDayStartSql as dayStart } from '../../db/china-sql.ts';
import type { Db } from '../../db/pool.ts';
import { auditEntries, institutions, students } from '../../db/schema/index.ts';
import { joined, type RowOf, renderedOnce, selectList } from '../../db/select-list.ts';

type AuditRow = Result<typeof auditEndpoints.entry>;

export interface AuditSearch {
  pageNum: number;
  pageSize: number;
  person?: string;
  table?: string;
  recordId?: string;
  module?: string;
  action?: AuditAction;
  startDate?: string;
  endDate?: string;
}

// entries `e` (the table, or the page cut from it), the entering institution `vi` outer-joined
const e = alias(auditEntries, 'e');
const vi = alias(institutions, 'vi');
type Changes = Record<string, unknown> | null;
const ENTRY = {
  id: e.id,
  seq: e.seq,
  at: e.at,
  accountId: e.accountId,
  actorName: e.actorName,
  viaInstitutionId: e.viaInstitutionId,
  viaInstitutionName: joined(vi.name),
  requestId: e.requestId,
  address: e.address,
  module: e.module,
  endpoint: e.endpoint,
  tableName: e.tableName,
  recordId: e.recordId,
  // the triggers write only these three
  action: sql<AuditAction>`${e.action}`,
  // the triggers write an object of changed fields, or null
  before: sql<Changes>`${e.before}`,
  after: sql<Changes>`${e.after}`,
};
type Row = RowOf<typeof ENTRY>;
// the schema's row must stay the declared entry: a renamed or retyped column fails here
const asDeclared = (row: Row): AuditRow => row;
// fixed text rendered once: the trail's pages are read often, only their values change
const COLUMNS = renderedOnce(selectList(ENTRY));
const WITH_VIA = renderedOnce(sql`left join ${institutions} vi on ${vi.id} = ${e.viaInstitutionId}`);
const FROM_ENTRIES = renderedOnce(sql`from ${auditEntries} e`);
const NEWEST_FIRST = renderedOnce(sql`order by ${e.at} desc, ${e.id} desc`);
const E = {
  id: renderedOnce(e.id),
  institutionId: renderedOnce(e.institutionId),
  at: renderedOnce(e.at),
  actorName: renderedOnce(e.actorName),
  module: renderedOnce(e.module),
  tableName: renderedOnce(e.tableName),
  recordId: renderedOnce(e.recordId),
  action: renderedOnce(e.action),
};
// the insert or delete entries `o` of rows that belong to a record (RELATED below)
const o = alias(auditEntries, 'o');

/** Days are China's (the schools' own calendar), whatever the server's zone. */

/** An entry as shown: the trail masks what the product masks (masking.ts, the one rule), whatever the row holds. */
const shown = (row: Row): AuditRow => {
  const entry = asDeclared(row);
  return { ...entry, before: maskColumns(entry.before), after: maskColumns(entry.after) };
};

async function pageOfEntries(db: Db, where: SQL, q: { pageNum: number; pageSize: number }) {
  const page = await pagedQuery<Row>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n ${FROM_ENTRIES} where ${where}`,
    select: (cut) => sql`with pg as (select e.*, count(*) over () as total ${FROM_ENTRIES} where ${where}
        ${NEWEST_FIRST} ${cut})
      select ${COLUMNS}, e.total from pg e ${WITH_VIA}
      ${NEWEST_FIRST}`,
  });
  return { ...page, list: page.list.map(shown) };
}

/** The school's trail, newest first, by the search form's filters. */
export function searchAudit(db: Db, schoolId: number, q: AuditSearch) {
  const where = sql.join(
    [
      sql`${E.institutionId} = ${schoolId}`,
      q.person ? sql`${E.actorName} ilike ${containsPattern(q.person)}` : null,
      q.table ? sql`${E.tableName} = ${q.table}` : null,
      q.recordId ? sql`${E.recordId} = ${q.recordId}` : null,
      q.module ? sql`${E.module} = ${q.module}` : null,
      q.action ? sql`${E.action} = ${q.action}` : null,
      q.startDate ? sql`${E.at} >= ${dayStart(q.startDate)}` : null,
      q.endDate ? sql`${E.at} < ${dayStart(q.endDate)} + interval '1 day'` : null,
    ].filter((x): x is SQL => x !== null),
    sql` and `,
  );
  return pageOfEntries(db, where, q);
}

export async function auditEntry(db: Db, schoolId: number, id: number): Promise<AuditRow> {
  const r = await preparedRows<Row>(
    db,
    sql`select ${COLUMNS} ${FROM_ENTRIES} ${WITH_VIA} where ${E.institutionId} = ${schoolId} and ${E.id} = ${id}`,
  );
  return shown(oneRow<Row>(r));
}

/**
 * Rows that belong to a record without being it: their entries join its history. Found by the
 * owning column of their insert (or delete) entry, since an update records changed fields only.
 */
const RELATED: Record<string, { tables: string[]; column: string }> = {
  students: { tables: ['guardians'], column: 'student_id' },
  members: {
    tables: ['staff_profiles', 'member_positions', 'member_roles', 'member_class_ranges', 'staff_certificates', 'member_history'],
    column: 'member_id',
  },
};

/** A record's entries in the school, newest first; a record the school never had is not found. */
export async function recordHistory(db: Db, schoolId: number, table: string, recordId: string, q: { pageNum: number; pageSize: number }) {
  const rel = RELATED[table];
  const own = sql`(${E.tableName} = ${table} and ${E.recordId} = ${recordId})`;
  const where = rel
    ? sql`${E.institutionId} = ${schoolId} and (${own} or (${E.tableName}, ${E.recordId}) in (
        select ${o.tableName}, ${o.recordId} from ${auditEntries} o
        where ${o.institutionId} = ${schoolId} and ${o.tableName} = any(${sql.param(rel.tables)}::text[]) and ${o.action} <> 'update'
          and coalesce(${o.after}, ${o.before}) ->> ${rel.column} = ${recordId}))`
    : sql`${E.institutionId} = ${schoolId} and ${own}`;
  const page = await pageOfEntries(db, where, q);
  if (page.total === 0) throw notFound();
  return page;
}

/** The modules and tables the school's trail holds, for the search form. */
export async function auditFacets(db: Db, schoolId: number) {
  const a = auditEntries;
  const [r] = await db
    .select({
      modules: sql<string[] | null>`array_agg(distinct ${a.module} order by ${a.module})`,
      tables: sql<string[] | null>`array_agg(distinct ${a.tableName} order by ${a.tableName})`,
    })
    .from(a)
    .where(eq(a.institutionId, schoolId));
  return { modules: r.modules ?? [], tables: r.tables ?? [] };
}

/** The class of a child of the school (null: no class), or not found. */
export async function studentClass(db: Db, schoolId: number, id: number): Promise<number | null> {
  const rows = await db
    .select({ classId: students.classId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, id)));
  return oneRow<{ classId: number | null }>(rows).classId;
}
