import { PAGE_CODES } from '@kg/shared';
import { GARDEN_CODES } from '@kg/shared/modules/garden/codes';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, groupRoleSchoolCodes, memberRoles, members, rolePermissions, roles } from '../../../db/schema/index.ts';
import type { DemoSeeder } from '../../../platform/demo/index.ts';
import { GROUP_DEMO_EMPLOYEES } from '../organization/organization-demo.ts';

/**
 * Two group roles: a health supervisor who reads the schools' health pages and children but
 * changes nothing, and an operations officer who manages employees and departments and reads
 * the schools' staff and classes.
 */
const DEMO_ROLES = [
  {
    name: '保健督导',
    description: '查看所辖园所的晨午检、保健与幼儿档案，不能修改',
    console: [] as string[],
    // every health page's read code, none that changes anything
    school: [
      PAGE_CODES.health,
      PAGE_CODES.healthCare,
      GARDEN_CODES.student,
      H.temperature,
      H.allergyView,
      H.historyView,
      H.examView,
      H.alertView,
      H.dataCentre,
    ],
    holder: GROUP_DEMO_EMPLOYEES.healthSupervisor.phone,
  },
  {
    name: '运营专员',
    description: '管理员工与组织架构，查看园所班级与教职工',
    console: [G.employeeManage, G.organizationManage],
    school: [PAGE_CODES.clazz, PAGE_CODES.teacher, PAGE_CODES.garden],
    holder: GROUP_DEMO_EMPLOYEES.operations.phone,
  },
];

export const groupRoleDemo: DemoSeeder = async (tx, world) => {
  const groupId = world.groupId;
  if (!groupId) return;
  const of = (roleId: number, list: string[]) => list.map((code) => ({ institutionId: groupId, roleId, code }));
  for (const r of DEMO_ROLES) {
    const [{ id: roleId }] = await tx
      .insert(roles)
      .values({ institutionId: groupId, name: r.name, description: r.description })
      .returning({ id: roles.id });
    if (r.console.length) await tx.insert(rolePermissions).values(of(roleId, r.console));
    if (r.school.length) await tx.insert(groupRoleSchoolCodes).values(of(roleId, r.school));
    const holder = tx
      .select({ institutionId: members.institutionId, memberId: members.id, roleId: sql<number>`${roleId}::bigint`.as('role_id') })
      .from(members)
      .innerJoin(accounts, eq(accounts.id, members.accountId))
      .where(and(eq(members.institutionId, groupId), eq(accounts.phone, r.holder)));
    await tx.insert(memberRoles).select(holder);
  }
};
