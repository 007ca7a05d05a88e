import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import { classBrandContents, classes, members } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import type { BrandValues } from './brand-input.ts';

const b = alias(classBrandContents, 'b');
const cl = alias(classes, 'cl');
const m = alias(members, 'm');
const ROW = {
  id: b.id,
  classId: b.classId,
  className: cl.name,
  contentType: b.contentType,
  title: b.title,
  content: b.content,
  imageRefs: b.imageUrls,
  startDate: b.startDate,
  endDate: b.endDate,
  createdBy: b.createdBy,
  // left join: no author row, no name
  createdByName: sql<string | null>`${m.realName}`,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
};
const LIST = selectList(ROW);
export type BrandRow = RowOf<typeof ROW>;
const mine = (schoolId: number, id: number) => and(eq(classBrandContents.schoolId, schoolId), eq(classBrandContents.id, id));

export interface BrandFilters {
  classId?: number;
  contentType?: number;
  title?: string;
  pageNum: number;
  pageSize: number;
}

/** Contents of the classes in range, newest first, with class and author names. */
export function listContents(db: Db, schoolId: number, range: number[] | null, q: BrandFilters) {
  const where = sql`${b.schoolId} = ${schoolId} and ${inRange(sql`${b.classId}`, range)}
    ${q.classId ? sql`and ${b.classId} = ${q.classId}` : sql``}
    ${q.contentType ? sql`and ${b.contentType} = ${q.contentType}` : sql``}
    ${q.title ? sql`and ${b.title} ilike ${containsPattern(q.title)}` : sql``}`;
  return pagedQuery<BrandRow>(db, {
    select: sql`select ${LIST}, count(*) over () as total
      from ${classBrandContents} b
      join ${classes} cl on ${cl.schoolId} = ${b.schoolId} and ${cl.id} = ${b.classId}
      left join ${members} m on ${m.institutionId} = ${b.schoolId} and ${m.id} = ${b.createdBy}
      where ${where} order by ${b.id} desc`,
    count: sql`select count(*) as n from ${classBrandContents} b where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** Passes when content `id` is of the school and of a class in range; else 404 common-0405. */
export async function ownedContent(db: Db, schoolId: number, id: number, range: number[] | null): Promise<void> {
  const found = await db
    .select({ id: classBrandContents.id })
    .from(classBrandContents)
    .where(and(mine(schoolId, id), inRange(sql`${classBrandContents.classId}`, range)));
  if (found.length === 0) throw notFound();
}

export async function insertContent(db: Db, s: { schoolId: number; memberId: number }, v: BrandValues): Promise<number> {
  const [row] = await db
    .insert(classBrandContents)
    .values({ schoolId: s.schoolId, ...v, createdBy: s.memberId })
    .returning({ id: classBrandContents.id });
  return row.id;
}

export async function updateContent(db: Db, schoolId: number, id: number, v: BrandValues): Promise<void> {
  await db
    .update(classBrandContents)
    .set({ ...v, updatedAt: sql`now()` })
    .where(mine(schoolId, id));
}

export async function deleteContent(db: Db, schoolId: number, id: number): Promise<void> {
  await db.delete(classBrandContents).where(mine(schoolId, id));
}
