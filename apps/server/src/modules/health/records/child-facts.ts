import { ageInMonths } from '@kg/shared/time/age';
import { todayChina } from '@kg/shared/time/china';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import { classes, students } from '../../../db/schema/index.ts';
import type { Runner } from './records-scope.ts';

const st = students;
const FACTS = {
  studentId: st.id,
  name: st.name,
  gender: st.gender,
  birthday: st.birthday,
  clazzId: st.classId,
  clazzName: classes.name,
  status: st.status,
};

/**
 * What a child's health summary starts from: its facts (any status, as a profile shows a leaver
 * too), found within the caller's class range or answered like a missing one (404). Read here
 * rather than asked of garden, so health imports no other module.
 */
export async function childFacts(db: Runner, schoolId: number, range: number[] | null, id: number, now: Date) {
  const [child] = await db
    .select(FACTS)
    .from(st)
    .leftJoin(classes, and(eq(classes.schoolId, st.schoolId), eq(classes.id, st.classId)))
    .where(and(eq(st.schoolId, schoolId), eq(st.id, id)));
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return { ...child, ageMonths: ageInMonths(child.birthday, todayChina(now)) };
}
