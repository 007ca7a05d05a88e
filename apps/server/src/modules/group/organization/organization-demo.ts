import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../core/password.ts';
import type { DemoSeeder, DemoTx } from '../../../platform/demo/index.ts';
import { DEMO_PASSWORD } from '../../../platform/demo/index.ts';

/**
 * The group's demo employees (password DEMO_PASSWORD). The health supervisor reaches school 1
 * only; the operations officer the whole group. Their roles come with the roles demo.
 */
export const GROUP_DEMO_EMPLOYEES = {
  healthSupervisor: { phone: '13900000041', name: '周敏', department: '保健部', jobTitle: '保健督导' },
  operations: { phone: '13900000042', name: '吴涛', department: '运营部', jobTitle: '运营专员' },
} as const;

async function department(tx: DemoTx, groupId: number, name: string, parentId: number | null, sort: number): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`insert into group_departments (institution_id, parent_id, name, sort)
    values (${groupId}, ${parentId}, ${name}, ${sort}) returning id`);
  return r.rows[0].id;
}

export const organizationDemo: DemoSeeder = async (tx, world) => {
  const groupId = world.groupId;
  if (!groupId) return;
  const top = await department(tx, groupId, '集团总部', null, 1);
  const departments: Record<string, number> = {
    运营部: await department(tx, groupId, '运营部', top, 1),
    保健部: await department(tx, groupId, '保健部', top, 2),
  };
  await department(tx, groupId, '财务部', top, 3);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const e of Object.values(GROUP_DEMO_EMPLOYEES)) {
    const allRange = e === GROUP_DEMO_EMPLOYEES.operations;
    const a = await tx.execute<{ id: number }>(sql`insert into accounts (phone, password_hash, real_name)
      values (${e.phone}, ${passwordHash}, ${e.name}) returning id`);
    const m = await tx.execute<{ id: number }>(sql`insert into members (institution_id, account_id, real_name, all_range)
      values (${groupId}, ${a.rows[0].id}, ${e.name}, ${allRange}) returning id`);
    const memberId = m.rows[0].id;
    await tx.execute(sql`insert into group_employee_profiles (institution_id, member_id, department_id, job_title)
      values (${groupId}, ${memberId}, ${departments[e.department]}, ${e.jobTitle})`);
    if (!allRange) {
      await tx.execute(
        sql`insert into group_employee_schools (group_id, member_id, school_id) values (${groupId}, ${memberId}, ${world.schoolIds[0]})`,
      );
    }
  }
};
