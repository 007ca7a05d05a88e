import type { AuditAction } from '@kg/shared/modules/platform/audit';
import { type SQL, sql } from 'drizzle-orm';
import { oneRow } from '../../core/crud.ts';
import { notFound } from '../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { maskColumns } from '../../core/masking.ts';
import { preparedRows } from '../../core/prepared.ts';
import { chinaDayStartSql as dayStart } from '../../db/china-sql.ts';
import type { Db } from '../../db/pool.ts';

export interface AuditRow {
  id: number;
  seq: number;
  at: Date;
  accountId: number | null;
  actorName: string | null;
  viaInstitutionId: number | null;
  viaInstitutionName: string | null;
  requestId: string | null;
  address: string | null;
  module: string;
  endpoint: string | null;
  tableName: string;
  recordId: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

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

const COLUMNS = sql`e.id, e.seq, e.at, e.account_id as "accountId", e.actor_name as "actorName",
  e.via_institution_id as "viaInstitutionId", vi.name as "viaInstitutionName", e.request_id as "requestId",
  e.address, e.module, e.endpoint, e.table_name as "tableName", e.record_id as "recordId", e.action, e.before, e.after`;

/** Days are China's (the schools' own calendar), whatever the server's zone. */

/** An entry as shown: the trail masks what the product masks (masking.ts, the one rule), whatever the row holds. */
const shown = (e: AuditRow): AuditRow => ({ ...e, before: maskColumns(e.before), after: maskColumns(e.after) });

async function pageOfEntries(db: Db, where: SQL, q: { pageNum: number; pageSize: number }) {
  const page = await pagedQuery<AuditRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from audit_entries e where ${where}`,
    select: (cut) => sql`with pg as (select e.*, count(*) over () as total from audit_entries e where ${where}
        order by e.at desc, e.id desc ${cut})
      select ${COLUMNS}, e.total from pg e left join institutions vi on vi.id = e.via_institution_id
      order by e.at desc, e.id desc`,
  });
  return { ...page, list: page.list.map(shown) };
}

/** The school's trail, newest first, by the search form's filters. */
export function searchAudit(db: Db, schoolId: number, q: AuditSearch) {
  const where = sql.join(
    [
      sql`e.institution_id = ${schoolId}`,
      q.person ? sql`e.actor_name ilike ${containsPattern(q.person)}` : null,
      q.table ? sql`e.table_name = ${q.table}` : null,
      q.recordId ? sql`e.record_id = ${q.recordId}` : null,
      q.module ? sql`e.module = ${q.module}` : null,
      q.action ? sql`e.action = ${q.action}` : null,
      q.startDate ? sql`e.at >= ${dayStart(q.startDate)}` : null,
      q.endDate ? sql`e.at < ${dayStart(q.endDate)} + interval '1 day'` : null,
    ].filter((x): x is SQL => x !== null),
    sql` and `,
  );
  return pageOfEntries(db, where, q);
}

export async function auditEntry(db: Db, schoolId: number, id: number): Promise<AuditRow> {
  const r = await preparedRows<AuditRow>(
    db,
    sql`select ${COLUMNS} from audit_entries e left join institutions vi on vi.id = e.via_institution_id
    where e.institution_id = ${schoolId} and e.id = ${id}`,
  );
  return shown(oneRow<AuditRow>(r));
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
  const own = sql`(e.table_name = ${table} and e.record_id = ${recordId})`;
  const where = rel
    ? sql`e.institution_id = ${schoolId} and (${own} or (e.table_name, e.record_id) in (
        select o.table_name, o.record_id from audit_entries o
        where o.institution_id = ${schoolId} and o.table_name = any(${sql.param(rel.tables)}::text[]) and o.action <> 'update'
          and coalesce(o.after, o.before) ->> ${rel.column} = ${recordId}))`
    : sql`e.institution_id = ${schoolId} and ${own}`;
  const page = await pageOfEntries(db, where, q);
  if (page.total === 0) throw notFound();
  return page;
}

/** The modules and tables the school's trail holds, for the search form. */
export async function auditFacets(db: Db, schoolId: number) {
  const r = await db.execute<{ modules: string[] | null; tables: string[] | null }>(sql`select
    (select array_agg(distinct module order by module) from audit_entries where institution_id = ${schoolId}) as modules,
    (select array_agg(distinct table_name order by table_name) from audit_entries where institution_id = ${schoolId}) as tables`);
  return { modules: r.rows[0].modules ?? [], tables: r.rows[0].tables ?? [] };
}

/** The class of a child of the school (null: no class), or not found. */
export async function studentClass(db: Db, schoolId: number, id: number): Promise<number | null> {
  const r = await db.execute<{ classId: number | null }>(
    sql`select class_id as "classId" from students where school_id = ${schoolId} and id = ${id}`,
  );
  return oneRow<{ classId: number | null }>(r.rows).classId;
}
