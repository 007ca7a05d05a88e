import { PAGE_CODES } from '@kg/shared';
import { GARDEN_CODES } from '@kg/shared/modules/garden/codes';
import { GROUP_CONSOLE_CODES as G } from '@kg/shared/modules/group/codes';
import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { sql } from 'drizzle-orm';
import type { DemoSeeder, DemoTx } from '../../../platform/demo/index.ts';
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

async function codes(tx: DemoTx, table: 'role_permissions' | 'group_role_school_codes', groupId: number, roleId: number, list: string[]) {
  if (list.length === 0) return;
  await tx.execute(sql`insert into ${sql.raw(table)} (institution_id, role_id, code)
    select ${groupId}, ${roleId}, c from unnest(${sql.param(list)}::text[]) c`);
}

export const groupRoleDemo: DemoSeeder = async (tx, world) => {
  const groupId = world.groupId;
  if (!groupId) return;
  for (const r of DEMO_ROLES) {
    const role = await tx.execute<{ id: number }>(sql`insert into roles (institution_id, name, description)
      values (${groupId}, ${r.name}, ${r.description}) returning id`);
    const roleId = role.rows[0].id;
    await codes(tx, 'role_permissions', groupId, roleId, r.console);
    await codes(tx, 'group_role_school_codes', groupId, roleId, r.school);
    await tx.execute(sql`insert into member_roles (institution_id, member_id, role_id)
      select m.institution_id, m.id, ${roleId} from members m join accounts a on a.id = m.account_id
      where m.institution_id = ${groupId} and a.phone = ${r.holder}`);
  }
};
