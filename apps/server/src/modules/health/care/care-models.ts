import { and, desc, eq, sql } from 'drizzle-orm';
import { oneRow } from '../../../core/crud.ts';
import { containsPattern } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { careContentModels as t } from '../../../db/schema/index.ts';

const ofSchool = (schoolId: number, id: number) => and(eq(t.schoolId, schoolId), eq(t.id, id));

/** Reusable care texts of a school (domain §4: topped ones first, the latest topped first). */
export async function listModels(db: Db, schoolId: number, title?: string) {
  return db
    .select({ id: t.id, title: t.title, content: t.content, topped: sql<boolean>`${t.toppedAt} is not null`, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), title ? sql`${t.title} ilike ${containsPattern(title)}` : undefined))
    .orderBy(sql`${t.toppedAt} desc nulls last`, desc(t.createdAt), desc(t.id));
}

export async function addModel(db: Db, schoolId: number, memberId: number, m: { title: string; content: string }) {
  const [row] = await db.insert(t).values({ schoolId, title: m.title, content: m.content, createdBy: memberId }).returning({ id: t.id });
  return row;
}

export async function updateModel(db: Db, schoolId: number, m: { id: number; title: string; content: string }) {
  oneRow(await db.update(t).set({ title: m.title, content: m.content }).where(ofSchool(schoolId, m.id)).returning({ id: t.id }));
}

export async function removeModel(db: Db, schoolId: number, id: number) {
  oneRow(await db.delete(t).where(ofSchool(schoolId, id)).returning({ id: t.id }));
}

/** Topping again moves a template to the very top; untopping puts it back among the rest. */
export async function topModel(db: Db, schoolId: number, id: number, top: boolean) {
  oneRow(
    await db
      .update(t)
      .set({ toppedAt: top ? sql`clock_timestamp()` : null })
      .where(ofSchool(schoolId, id))
      .returning({ id: t.id }),
  );
}
