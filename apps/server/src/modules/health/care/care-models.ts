import { sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { containsPattern } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';

/** Reusable care texts of a school (domain §4: topped ones first, the latest topped first). */
export async function listModels(db: Db, schoolId: number, title?: string) {
  const r = await db.execute<{ id: number; title: string; content: string; topped: boolean; createdAt: Date }>(sql`
    select id, title, content, topped_at is not null as topped, created_at as "createdAt" from care_content_models
    where school_id = ${schoolId} ${title ? sql`and title ilike ${containsPattern(title)}` : sql``}
    order by topped_at desc nulls last, created_at desc, id desc`);
  return r.rows;
}

export async function addModel(db: Db, schoolId: number, memberId: number, m: { title: string; content: string }) {
  const r = await db.execute<{ id: number }>(sql`insert into care_content_models (school_id, title, content, created_by)
    values (${schoolId}, ${m.title}, ${m.content}, ${memberId}) returning id`);
  return r.rows[0];
}

export async function updateModel(db: Db, schoolId: number, m: { id: number; title: string; content: string }) {
  oneRow(
    (
      await db.execute(sql`update care_content_models set title = ${m.title}, content = ${m.content}
        where school_id = ${schoolId} and id = ${m.id} returning id`)
    ).rows,
  );
}

export async function removeModel(db: Db, schoolId: number, id: number) {
  oneRow((await db.execute(sql`delete from care_content_models where school_id = ${schoolId} and id = ${id} returning id`)).rows);
}

/** Topping again moves a template to the very top; untopping puts it back among the rest. */
export async function topModel(db: Db, schoolId: number, id: number, top: boolean) {
  oneRow(
    (
      await db.execute(sql`update care_content_models set topped_at = ${top ? sql`clock_timestamp()` : sql`null`}
        where school_id = ${schoolId} and id = ${id} returning id`)
    ).rows,
  );
}
