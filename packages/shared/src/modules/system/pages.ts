import { InstitutionType } from '../../constants.ts';
import { PLATFORM_SERVICE_CODES as P } from '../platform/codes.ts';
import type { SectionDecl } from '../types.ts';
import { SYSTEM_CODES as C } from './codes.ts';

/**
 * System settings (overview §2: /system/system garden, platform, account, role/index, role/edit,
 * permission, supervise), with the platform services' own pages (messages, outbox, jobs, audit
 * trail). /system/system/account is everyone's own information; its accounts tab needs the code.
 */
export const SYSTEM_SECTION: SectionDecl = {
  path: '/system',
  order: 90,
  name: 'system',
  title: 'menu.system',
  icon: 'SettingOutlined',
  institutionTypes: [InstitutionType.school],
  children: [
    {
      path: '/system/system/garden',
      name: 'system-garden',
      title: 'system.menu.garden',
      icon: 'BankOutlined',
      permissions: [C.schoolInfo],
    },
    {
      path: '/system/system/platform',
      name: 'system-platform',
      title: 'system.menu.platform',
      icon: 'SettingOutlined',
      permissions: [C.platformSettings],
    },
    { path: '/system/system/account', name: 'system-account', title: 'menu.userInfo', icon: 'UserOutlined', hidden: true },
    {
      path: '/system/system/role/index',
      name: 'system-role',
      title: 'system.menu.roles',
      icon: 'SafetyOutlined',
      permissions: [C.roles],
      keepAlive: true,
    },
    {
      path: '/system/system/role/edit',
      name: 'system-role-edit',
      title: 'system.menu.roleEdit',
      newTitle: 'roles.addTitle',
      hidden: true,
      permissions: [C.roleEdit],
    },
    {
      path: '/system/system/permission',
      name: 'system-permission',
      title: 'system.menu.permission',
      icon: 'PartitionOutlined',
      permissions: [C.roles],
    },
    {
      path: '/system/system/supervise',
      name: 'system-supervise',
      title: 'system.menu.supervise',
      icon: 'AuditOutlined',
      permissions: [C.supervise],
    },
    { path: '/system/notices', name: 'system-notices', title: 'menu.notices', icon: 'NotificationOutlined' },
    { path: '/system/outbox', name: 'system-outbox', title: 'notices.menu.outbox', icon: 'MessageOutlined', permissions: [P.outboxView] },
    { path: '/system/jobs', name: 'system-jobs', title: 'menu.jobs', icon: 'ScheduleOutlined', permissions: [P.jobView] },
    { path: '/system/audit', name: 'system-audit', title: 'menu.audit', icon: 'AuditOutlined', permissions: [P.auditView] },
  ],
};
