import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import { inRange } from '../../../core/scope.ts';
import type { Db } from '../../../db/pool.ts';
import type { BrandRow, BrandValues } from './brand-input.ts';

export interface BrandFilters {
  classId?: number;
  contentType?: number;
  title?: string;
  pageNum: number;
  pageSize: number;
}

/** Contents of the classes in range, newest first, with class and author names. */
export function listContents(db: Db, schoolId: number, range: number[] | null, q: BrandFilters) {
  const where = sql`b.school_id = ${schoolId} and ${inRange(sql`b.class_id`, range)}
    ${q.classId ? sql`and b.class_id = ${q.classId}` : sql``}
    ${q.contentType ? sql`and b.content_type = ${q.contentType}` : sql``}
    ${q.title ? sql`and b.title ilike ${containsPattern(q.title)}` : sql``}`;
  return pagedQuery<BrandRow>(db, {
    select: sql`select b.id, b.class_id as "classId", cl.name as "className", b.content_type as "contentType", b.title, b.content,
        b.image_urls as "imageRefs", b.start_date as "startDate", b.end_date as "endDate", b.created_by as "createdBy",
        m.real_name as "createdByName", b.created_at as "createdAt", b.updated_at as "updatedAt", count(*) over () as total
      from class_brand_contents b
      join classes cl on cl.school_id = b.school_id and cl.id = b.class_id
      left join members m on m.institution_id = b.school_id and m.id = b.created_by
      where ${where} order by b.id desc`,
    count: sql`select count(*) as n from class_brand_contents b where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** Passes when content `id` is of the school and of a class in range; else 404 common-0405. */
export async function ownedContent(db: Db, schoolId: number, id: number, range: number[] | null): Promise<void> {
  const r = await db.execute(sql`select 1 from class_brand_contents b
    where b.school_id = ${schoolId} and b.id = ${id} and ${inRange(sql`b.class_id`, range)}`);
  if (r.rows.length === 0) throw notFound();
}

export async function insertContent(db: Db, s: { schoolId: number; memberId: number }, v: BrandValues): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`insert into class_brand_contents
      (school_id, class_id, content_type, title, content, image_urls, start_date, end_date, created_by)
    values (${s.schoolId}, ${v.classId}, ${v.contentType}, ${v.title}, ${v.content}, ${JSON.stringify(v.imageUrls)}::jsonb,
      ${v.startDate}, ${v.endDate}, ${s.memberId}) returning id`);
  return r.rows[0].id;
}

export async function updateContent(db: Db, schoolId: number, id: number, v: BrandValues): Promise<void> {
  await db.execute(sql`update class_brand_contents set class_id = ${v.classId}, content_type = ${v.contentType}, title = ${v.title},
      content = ${v.content}, image_urls = ${JSON.stringify(v.imageUrls)}::jsonb, start_date = ${v.startDate}, end_date = ${v.endDate},
      updated_at = now()
    where school_id = ${schoolId} and id = ${id}`);
}

export async function deleteContent(db: Db, schoolId: number, id: number): Promise<void> {
  await db.execute(sql`delete from class_brand_contents where school_id = ${schoolId} and id = ${id}`);
}
