import type { ExhortDetail, ExhortRow } from '@kg/shared/modules/health/care/exhort';
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext, SessionInfo } from '../../../core/context.ts';
import { oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { MASKED } from '../../../core/masking.ts';
import { preparedRows } from '../../../core/prepared.ts';
import { inRange } from '../../../core/scope.ts';
import { CHINA_TODAY } from '../../../db/china-sql.ts';
import type { Db } from '../../../db/pool.ts';
import { classes, exhortations, members, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

export interface ExhortFilter {
  startDay?: string | null;
  endDay?: string | null;
  clazzId?: number;
  name?: string;
  confirmed?: 'yes' | 'no';
}

const x = alias(exhortations, 'x');
const st = alias(students, 'st');
const c = alias(classes, 'c');
const m = alias(members, 'm');

function exhortWhere(schoolId: number, range: number[] | null, f: ExhortFilter): SQL {
  const parts: SQL[] = [sql`${x.schoolId} = ${schoolId}`, inRange(sql`${x.classId}`, range)];
  if (f.startDay) parts.push(sql`${x.day} >= ${f.startDay}::date`);
  if (f.endDay) parts.push(sql`${x.day} <= ${f.endDay}::date`);
  if (f.clazzId) parts.push(sql`${x.classId} = ${f.clazzId}`);
  if (f.name) parts.push(sql`${st.name} ilike ${containsPattern(f.name)}`);
  if (f.confirmed) parts.push(f.confirmed === 'yes' ? sql`${x.confirmedAt} is not null` : sql`${x.confirmedAt} is null`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`from ${exhortations} x
  join ${students} st on ${st.schoolId} = ${x.schoolId} and ${st.id} = ${x.studentId}
  left join ${classes} c on ${c.schoolId} = ${x.schoolId} and ${c.id} = ${x.classId}
  left join ${members} m on ${m.institutionId} = ${x.schoolId} and ${m.id} = ${x.confirmedBy}`;
const EXHORT = {
  id: x.id,
  day: x.day,
  studentId: x.studentId,
  studentName: st.name,
  clazzId: x.classId,
  clazzName: sql<string>`coalesce(${c.name}, '')`,
  guardianName: x.guardianName,
  relation: x.relation,
  guardianPhone: x.guardianPhone,
  medicineNames: sql<string>`coalesce((select string_agg(e->>'name', '、') from jsonb_array_elements(${x.medicines}) e), '')`,
  notes: x.notes,
  confirmed: sql<boolean>`${x.confirmedAt} is not null`,
  // the confirmer is a left join
  confirmedByName: sql<string | null>`${m.realName}`,
  confirmedAt: x.confirmedAt,
  createdAt: x.createdAt,
};
type Row = RowOf<typeof EXHORT>;
// the list, the export and the detail answer these rows as the shared ExhortRow: a renamed or retyped column fails here
const asDeclared = (row: Row): ExhortRow => row;
const SELECT = sql`select ${selectList(EXHORT)}`;
const DETAIL = {
  ...EXHORT,
  medicines: sql<ExhortDetail['medicines']>`${x.medicines}`,
  doneTimes: x.doneTimes,
  doneNote: x.doneNote,
};
const COUNTED = { n: count() };
// the newest day first, the unconfirmed of a day before the confirmed: what still needs doing
const ORDER = sql`order by ${x.day} desc, (${x.confirmedAt} is null) desc, ${c.sort}, ${st.name}, ${x.id}`;

/** Phones leave masked: the list, the detail and the export show the last four digits only. */
const masked = <T extends { guardianPhone: string }>(r: T): T => ({ ...r, guardianPhone: MASKED.phone(r.guardianPhone) });

export async function listExhort(
  db: Db,
  schoolId: number,
  range: number[] | null,
  f: ExhortFilter & { pageNum: number; pageSize: number },
) {
  const where = exhortWhere(schoolId, range, f);
  const page = await pagedQuery<Row>(db, {
    select: sql`${SELECT}, count(*) over () as total ${FROM} where ${where} ${ORDER}`,
    count: sql`select count(*) as n ${FROM} where ${where}`,
    pageNum: f.pageNum,
    pageSize: f.pageSize,
  });
  return { ...page, list: page.list.map((r) => masked(asDeclared(r))) };
}

export async function countExhort(db: Db, schoolId: number, range: number[] | null, f: ExhortFilter): Promise<number> {
  const [row] = await preparedRows<RowOf<typeof COUNTED>>(
    db,
    sql`select ${selectList(COUNTED)} ${FROM} where ${exhortWhere(schoolId, range, f)}`,
  );
  return row.n;
}

export async function* allExhort(db: Db, schoolId: number, range: number[] | null, f: ExhortFilter): AsyncGenerator<ExhortRow> {
  const where = exhortWhere(schoolId, range, f);
  for (let offset = 0; ; offset += 500) {
    const rows = await preparedRows<Row>(db, sql`${SELECT} ${FROM} where ${where} ${ORDER} limit 500 offset ${offset}`);
    yield* rows.map((r) => masked(asDeclared(r)));
    if (rows.length < 500) return;
  }
}

export async function exhortDetail(ctx: AppContext, s: SessionInfo, range: number[] | null, id: number): Promise<ExhortDetail> {
  const row = oneRow<RowOf<typeof DETAIL>>(
    await preparedRows(
      ctx.db,
      sql`select ${selectList(DETAIL)} ${FROM}
        where ${x.schoolId} = ${s.institutionId} and ${x.id} = ${id} and ${inRange(sql`${x.classId}`, range)}`,
    ),
  );
  const photos = row.medicines.flatMap((m) => (m.imageId ? [Number(m.imageId)] : []));
  return { ...masked({ ...row, ...asDeclared(row) }), images: photos.map((p) => imageUrls(ctx, s, p)) };
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
  const t = exhortations;
  const found = await db
    .select({ confirmed: sql<boolean>`${t.confirmedAt} is not null`, future: sql<boolean>`${t.day} > ${CHINA_TODAY}` })
    .from(t)
    .where(and(eq(t.schoolId, s.institutionId), eq(t.id, c.id), inRange(sql`${t.classId}`, range)));
  const row = oneRow<(typeof found)[number]>(found);
  if (row.confirmed) throw new AppError('health-0401');
  if (row.future) throw new AppError('health-0402');
  const done = await db
    .update(t)
    .set({ confirmedBy: s.memberId, confirmedAt: sql`now()`, doneTimes: [...c.doneTimes].sort(), doneNote: c.doneNote })
    .where(and(eq(t.schoolId, s.institutionId), eq(t.id, c.id), isNull(t.confirmedAt)))
    .returning({ id: t.id });
  // a second tab confirming at the same moment finds the row already taken
  if (done.length === 0) throw new AppError('health-0401');
}
