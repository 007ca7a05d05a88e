import type { CodeLabel } from '../module.ts';
import { GROUP_CONSOLE_CODES as G, REGULATION_CODES as R } from './codes.ts';

/** The console codes as a group's or an authority's role editor shows them. */
export const GROUP_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [G.schoolManage]: { zh: '园所管理（新建、编辑、管理员与支付参数）', en: 'Manage schools (create, edit, director, payment)' },
  [G.employeeManage]: { zh: '员工管理', en: 'Manage employees' },
  [G.organizationManage]: { zh: '组织架构管理', en: 'Manage departments' },
  [G.roleManage]: { zh: '集团角色与权限管理', en: 'Manage group roles and permissions' },
  [R.unitManage]: { zh: '下属单位与上级单位管理', en: 'Manage units and the superior body' },
  [R.superviseManage]: { zh: '监管对象与监管申请', en: 'Supervised groups, schools and requests' },
  [R.permissionManage]: { zh: '人员查看权限', en: 'What staff may see' },
};
