import { ageInMonths } from '@kg/shared/time/age';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import { classInRange } from '../../../core/scope.ts';
import type { Runner } from './records-scope.ts';

/**
 * What a child's health summary starts from: its facts (any status, as a profile shows a leaver
 * too), found within the caller's class range or answered like a missing one (404). Read here
 * rather than asked of garden, so health imports no other module.
 */
export async function childFacts(db: Runner, schoolId: number, range: number[] | null, id: number, now: Date) {
  const r = await db.execute<{
    studentId: number;
    name: string;
    gender: number;
    birthday: string | null;
    clazzId: number | null;
    clazzName: string | null;
    status: number;
  }>(sql`select st.id as "studentId", st.name, st.gender, st.birthday, st.class_id as "clazzId", c.name as "clazzName", st.status
    from students st left join classes c on c.school_id = st.school_id and c.id = st.class_id
    where st.school_id = ${schoolId} and st.id = ${id}`);
  const child = r.rows[0];
  if (!child || !classInRange(range, child.clazzId)) throw notFound();
  return { ...child, ageMonths: ageInMonths(child.birthday, todayChina(now)) };
}
