import { chinaSchoolYear } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Positions of every demo school; the first eight match the job titles of the demo staff. */
const POSITIONS = [
  { name: '园长', description: '全面负责园务管理' },
  { name: '副园长', description: '协助园长分管保教工作' },
  { name: '行政主任', description: '行政事务与后勤协调' },
  { name: '教师', description: '专任教师，负责班级保教' },
  { name: '保育员', description: '班级保育与卫生' },
  { name: '保健医', description: '卫生保健、晨检与膳食' },
  { name: '财务', description: '收费与财务报表' },
  { name: '厨师', description: '幼儿膳食制作' },
  { name: '班主任', description: '班级第一责任教师' },
];

/** The school year holding `day`: a school year starts on 1 August (2026 = 2026–2027). */
/**
 * Staff records of the demo world: positions per school (staff linked by job title, the
 * first teacher of each class as 班主任), term settings for the last and the current
 * school year, and the entry of every staff member in the history.
 */
export async function seedDemoStaff(tx: Tx, schoolIds: number[]): Promise<void> {
  const year = chinaSchoolYear();
  for (const schoolId of schoolIds) {
    for (const [i, p] of POSITIONS.entries()) {
      await tx.execute(
        sql`insert into positions (school_id, name, description, sort) values (${schoolId}, ${p.name}, ${p.description}, ${i + 1})`,
      );
    }
    await tx.execute(sql`insert into member_positions (school_id, member_id, position_id)
      select sp.school_id, sp.member_id, p.id from staff_profiles sp
      join positions p on p.school_id = sp.school_id and p.name = sp.job_title
      where sp.school_id = ${schoolId}`);
    // per class, the teacher with the lowest id in its range leads it
    await tx.execute(sql`insert into member_positions (school_id, member_id, position_id)
      select distinct on (cr.class_id) cr.school_id, cr.member_id, p.id
      from member_class_ranges cr
      join staff_profiles sp on sp.school_id = cr.school_id and sp.member_id = cr.member_id and sp.post_type = 2
      join positions p on p.school_id = cr.school_id and p.name = '班主任'
      where cr.school_id = ${schoolId}
      order by cr.class_id, cr.member_id
      on conflict do nothing`);
    for (const y of [year - 1, year]) {
      await tx.execute(sql`insert into school_terms (school_id, school_year, term_type, start_date, end_date) values
        (${schoolId}, ${y}, 1, ${`${y}-09-01`}, ${`${y + 1}-01-20`}),
        (${schoolId}, ${y}, 2, ${`${y + 1}-02-17`}, ${`${y + 1}-07-10`})`);
    }
    await tx.execute(sql`insert into member_history (school_id, member_id, action, happened_on)
      select m.institution_id, m.id, 1, coalesce(sp.entry_date, m.created_at::date)
      from members m left join staff_profiles sp on sp.school_id = m.institution_id and sp.member_id = m.id
      where m.institution_id = ${schoolId}`);
  }
}
