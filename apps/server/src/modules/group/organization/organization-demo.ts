import { hashPassword } from '../../../core/password.ts';
import { accounts, groupDepartments, groupEmployeeProfiles, groupEmployeeSchools, members } from '../../../db/schema/index.ts';
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
  const [row] = await tx
    .insert(groupDepartments)
    .values({ institutionId: groupId, parentId, name, sort })
    .returning({ id: groupDepartments.id });
  return row.id;
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
    const [a] = await tx.insert(accounts).values({ phone: e.phone, passwordHash, realName: e.name }).returning({ id: accounts.id });
    const [m] = await tx
      .insert(members)
      .values({ institutionId: groupId, accountId: a.id, realName: e.name, allRange })
      .returning({ id: members.id });
    const memberId = m.id;
    await tx
      .insert(groupEmployeeProfiles)
      .values({ institutionId: groupId, memberId, departmentId: departments[e.department], jobTitle: e.jobTitle });
    if (!allRange) await tx.insert(groupEmployeeSchools).values({ groupId, memberId, schoolId: world.schoolIds[0] });
  }
};
