import type { CodeLabel } from '../module.ts';
import { SYSTEM_CODES as C } from './codes.ts';

/** The school set-up's codes as the role editor shows them; actions name the page they act on. */
export const SYSTEM_CODE_LABELS: Readonly<Record<string, CodeLabel>> = {
  [C.schoolInfo]: { zh: '园所信息', en: 'School profile' },
  [C.schoolInfoUpdate]: { zh: '编辑园所信息', en: 'Edit the school profile', page: 'system-garden' },
  [C.platformSettings]: { zh: '平台设置', en: 'Platform settings' },
  [C.platformSettingsUpdate]: { zh: '修改平台设置', en: 'Change platform settings', page: 'system-platform' },
  [C.accounts]: { zh: '账号管理', en: 'Accounts', page: 'system-account' },
  [C.accountAdd]: { zh: '新增账号', en: 'Add accounts', page: 'system-account' },
  [C.accountStatus]: { zh: '停用与启用账号', en: 'Disable and enable accounts', page: 'system-account' },
  [C.accountResetPassword]: { zh: '重置账号密码', en: 'Reset account passwords', page: 'system-account' },
  [C.roles]: { zh: '角色权限', en: 'Roles and permissions' },
  [C.roleEdit]: { zh: '编辑角色', en: 'Edit roles' },
  [C.supervise]: { zh: '监管关系', en: 'Supervision' },
  [C.superviseDecide]: { zh: '处理监管申请', en: 'Decide supervision requests', page: 'system-supervise' },
};
