import type { ExhortDetail, ExhortRow } from '@kg/shared/modules/health/care/exhort';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED } from '../../../core/masking.ts';
import { inRange } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';

export interface ExhortFilter {
  startDay?: string | null;
  endDay?: string | null;
  clazzId?: number;
  name?: string;
  confirmed?: 'yes' | 'no';
}

function exhortWhere(schoolId: number, range: number[] | null, f: ExhortFilter): SQL {
  const parts: SQL[] = [sql`x.school_id = ${schoolId}`, inRange(sql`x.class_id`, range)];
  if (f.startDay) parts.push(sql`x.day >= ${f.startDay}::date`);
  if (f.endDay) parts.push(sql`x.day <= ${f.endDay}::date`);
  if (f.clazzId) parts.push(sql`x.class_id = ${f.clazzId}`);
  if (f.name) parts.push(sql`st.name ilike ${containsPattern(f.name)}`);
  if (f.confirmed) parts.push(f.confirmed === 'yes' ? sql`x.confirmed_at is not null` : sql`x.confirmed_at is null`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from exhortations x
  join students st on st.school_id = x.school_id and st.id = x.student_id
  left join classes c on c.school_id = x.school_id and c.id = x.class_id
  left join members m on m.institution_id = x.school_id and m.id = x.confirmed_by`;
const SELECT = sql`select x.id, x.day, x.student_id as "studentId", st.name as "studentName", x.class_id as "clazzId",
  coalesce(c.name, '') as "clazzName", x.guardian_name as "guardianName", x.relation, x.guardian_phone as "guardianPhone",
  coalesce((select string_agg(e->>'name', '、') from jsonb_array_elements(x.medicines) e), '') as "medicineNames",
  x.notes, x.confirmed_at is not null as confirmed, m.real_name as "confirmedByName", x.confirmed_at as "confirmedAt",
  x.created_at as "createdAt"`;
// the newest day first, the unconfirmed of a day before the confirmed: what still needs doing
const ORDER = sql`order by x.day desc, (x.confirmed_at is null) desc, c.sort, st.name, x.id`;

/** Phones leave masked: the list, the detail and the export show the last four digits only. */
const masked = <T extends { guardianPhone: string }>(r: T): T => ({ ...r, guardianPhone: MASKED.phone(r.guardianPhone) });

export async function listExhort(
  db: Db,
  schoolId: number,
  range: number[] | null,
  f: ExhortFilter & { pageNum: number; pageSize: number },
) {
  const where = exhortWhere(schoolId, range, f);
  const page = await pagedQuery<ExhortRow>(db, {
    select: sql`${SELECT}, count(*) over () as total ${FROM} where ${where} ${ORDER}`,
    count: sql`select count(*) as n ${FROM} where ${where}`,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  });
  return { ...page, list: page.list.map(masked) };
}

export async function countExhort(db: Db, schoolId: number, range: number[] | null, f: ExhortFilter): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n ${FROM} where ${exhortWhere(schoolId, range, f)}`);
  return r.rows[0].n;
}

export async function* allExhort(db: Db, schoolId: number, range: number[] | null, f: ExhortFilter): AsyncGenerator<ExhortRow> {
  const where = exhortWhere(schoolId, range, f);
  for (let offset = 0; ; offset += 500) {
    const r = await db.execute<ExhortRow>(sql`${SELECT} ${FROM} where ${where} ${ORDER} limit 500 offset ${offset}`);
    yield* r.rows.map(masked);
    if (r.rows.length < 500) return;
  }
}

export async function exhortDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number): Promise<ExhortDetail> {
  const row = oneRow<ExhortRow & { medicines: ExhortDetail['medicines']; doneTimes: string[]; doneNote: string | null }>(
    (
      await ctx.db.execute(sql`${SELECT}, x.medicines, x.done_times as "doneTimes", x.done_note as "doneNote" ${FROM}
        where x.school_id = ${s.institutionId} and x.id = ${id} and ${inRange(sql`x.class_id`, range)}`)
    ).rows,
  );
  const photos = row.medicines.flatMap((m) => (m.imageId ? [Number(m.imageId)] : []));
  return { ...masked(row), images: photos.map((p) => imageUrls(ctx, s, p)) };
}

/**
 * Records that the exhortation was done: when the medicine was given and a note. Once only, and
 * not before its day (China time) has come.
 */
export async function confirmExhort(
  db: Db,
  s: SessionInfo,
  range: number[] | null,
  c: { id: number; doneTimes: string[]; doneNote: string | null },
) {
  const row = oneRow<{ confirmed: boolean; future: boolean }>(
    (
      await db.execute(sql`select confirmed_at is not null as confirmed, day > ${CHINA_TODAY} as future
        from exhortations x where x.school_id = ${s.institutionId} and x.id = ${c.id} and ${inRange(sql`x.class_id`, range)}`)
    ).rows,
  );
  if (row.confirmed) throw new AppError('health-0401');
  if (row.future) throw new AppError('health-0402');
  const r = await db.execute(sql`update exhortations set confirmed_by = ${s.memberId}, confirmed_at = now(),
      done_times = ${sql.param([...c.doneTimes].sort())}::text[], done_note = ${c.doneNote}
    where school_id = ${s.institutionId} and id = ${c.id} and confirmed_at is null returning id`);
  // a second tab confirming at the same moment finds the row already taken
  if (r.rows.length === 0) throw new AppError('health-0401');
}
