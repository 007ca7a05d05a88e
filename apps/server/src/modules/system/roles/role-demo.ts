import { PAGE_CODES } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { roles } from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';

/** Part of the health codes: checks and the symptom list, not recipes or the health-care services. */
export const HEALTH_ASSISTANT = { name: '保健医生助理', codes: [PAGE_CODES.health, PAGE_CODES.symptomChecklist, PAGE_CODES.garden] };

/**
 * The roles' demo: directors see the whole school; the first school made its own role for the
 * health assistant and gave it to a nursery worker (保育员), and every built-in role has a holder
 * there: the last nursery worker also runs logistics, the deputy director attendance.
 */
export const rolesDemo: DemoSeeder = async (tx, { schoolIds }) => {
  await tx.execute(sql`update roles set data_scope = 'school' where builtin = 'director'`);
  const schoolId = schoolIds[0];
  const [{ id: roleId }] = await tx
    .insert(roles)
    .values({ institutionId: schoolId, name: HEALTH_ASSISTANT.name, description: '协助保健医完成晨午检与症状登记', dataScope: 'classes' })
    .returning({ id: roles.id });
  await tx.execute(sql`insert into role_permissions (institution_id, role_id, code)
    select ${schoolId}, ${roleId}, c from unnest(${sql.param(HEALTH_ASSISTANT.codes)}::text[]) c`);
  await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
    select ${schoolId}, p.member_id, ${roleId} from staff_profiles p
    join members m on m.institution_id = p.school_id and m.id = p.member_id
    where p.school_id = ${schoolId} and p.job_title = '保育员' and m.status = 1 order by p.member_id limit 1`);
  for (const [builtin, title, order] of [
    ['logistics', '保育员', 'desc'],
    ['attendance', '副园长', 'asc'],
  ] as const) {
    await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
      select ${schoolId}, x.member_id, r.id from roles r, lateral (select p.member_id from staff_profiles p
        join members m on m.institution_id = p.school_id and m.id = p.member_id
        where p.school_id = ${schoolId} and p.job_title = ${title} and m.status = 1
        order by p.member_id ${sql.raw(order)} limit 1) x
      where r.institution_id = ${schoolId} and r.builtin = ${builtin}`);
  }
};
