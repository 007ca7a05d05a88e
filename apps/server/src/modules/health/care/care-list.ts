import type { CareRow } from '@kg/shared/modules/health/care/care-outputs';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';

/** The list filters of care records (pageList and export share them). */
export interface CareFilter {
  day?: string | null;
  startDay?: string | null;
  endDay?: string | null;
  clazzId?: number;
  state?: 'ongoing' | 'finished';
  name?: string;
}

/** School and class range first, then the filters; a day means "under care that day", a range "overlapping it". */
export function careWhere(schoolId: number, range: number[] | null, f: CareFilter): SQL {
  const parts: SQL[] = [sql`r.school_id = ${schoolId}`, inRange(sql`r.class_id`, range)];
  if (f.day) parts.push(sql`${f.day}::date between r.start_day and r.end_day`);
  if (f.startDay) parts.push(sql`r.end_day >= ${f.startDay}::date`);
  if (f.endDay) parts.push(sql`r.start_day <= ${f.endDay}::date`);
  if (f.clazzId) parts.push(sql`r.class_id = ${f.clazzId}`);
  if (f.state) parts.push(sql`r.state = ${f.state}`);
  if (f.name) parts.push(sql`st.name ilike ${containsPattern(f.name)}`);
  return sql.join(parts, sql` and `);
}

/** One care record as lists and the detail answer it (alias r; the caller adds WHERE and ORDER). */
export const CARE_SELECT = sql`select r.id, r.student_id as "studentId", st.name as "studentName", r.class_id as "clazzId",
    coalesce(c.name, '') as "clazzName", r.condition, r.start_day as "startDay", r.end_day as "endDay", r.needs, r.medicines,
    r.remind_times as "remindTimes", r.state, coalesce(m.real_name, '') as "createdByName", r.created_at as "createdAt",
    coalesce((select json_agg(json_build_object('id', rm.id, 'name', rm.real_name) order by rm.real_name)
      from members rm where rm.institution_id = r.school_id and rm.id = any(r.remind_member_ids)), '[]') as "remindMembers",
    (select count(*)::int from care_views v where v.school_id = r.school_id and v.record_id = r.id) as "viewCount",
    (select count(*)::int from care_teacher_entries e where e.school_id = r.school_id and e.record_id = r.id) as "entryCount"
  from care_records r
  join students st on st.school_id = r.school_id and st.id = r.student_id
  left join classes c on c.school_id = r.school_id and c.id = r.class_id
  left join members m on m.institution_id = r.school_id and m.id = r.created_by`;

// ongoing care first: it is what the health teacher acts on today
const ORDER = sql`order by (r.state = 'ongoing') desc, r.start_day desc, r.id desc`;

export function listCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter & { pageNum: number; pageSize: number }) {
  const where = careWhere(schoolId, range, f);
  return pagedQuery<CareRow>(db, {
    select: sql`select x.*, count(*) over () as total from (${CARE_SELECT} where ${where}) x
      order by (x.state = 'ongoing') desc, x."startDay" desc, x.id desc`,
    count: sql`select count(*) as n from care_records r join students st on st.school_id = r.school_id and st.id = r.student_id where ${where}`,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  });
}

export async function countCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from care_records r join students st on st.school_id = r.school_id and st.id = r.student_id
      where ${careWhere(schoolId, range, f)}`,
  );
  return r.rows[0].n;
}

/** Every matching record in list order, a page of 500 at a time (the export). */
export async function* allCare(db: Db, schoolId: number, range: number[] | null, f: CareFilter): AsyncGenerator<CareRow> {
  const where = careWhere(schoolId, range, f);
  for (let offset = 0; ; offset += 500) {
    const r = await db.execute<CareRow>(sql`${CARE_SELECT} where ${where} ${ORDER} limit 500 offset ${offset}`);
    yield* r.rows;
    if (r.rows.length < 500) return;
  }
}
