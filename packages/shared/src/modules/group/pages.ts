import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';
import { GROUP_CONSOLE_CODES as G, REGULATION_CODES as R } from './codes.ts';

/**
 * The group console (overview §2 routes). Group users see only the home tab (overview §2 tabs);
 * the side menu carries the rest.
 */
export const GROUP_SECTION: SectionDecl = {
  path: '/group',
  order: 100,
  name: 'group',
  title: 'menu.group',
  icon: 'ClusterOutlined',
  institutionTypes: [InstitutionType.group],
  children: [
    { path: '/group/system', name: 'group-home', title: 'menu.groupHome', icon: 'HomeOutlined', fixedTab: true },
    {
      path: '/group/system/school/add',
      name: 'group-school-add',
      title: 'menu.groupSchoolAdd',
      hidden: true,
      activeMenu: '/group/system',
      permissions: [G.schoolManage],
    },
    {
      path: '/group/system/school/edit',
      name: 'group-school-edit',
      title: 'menu.groupSchoolEdit',
      hidden: true,
      activeMenu: '/group/system',
      permissions: [G.schoolManage],
    },
    {
      path: '/group/system/school/detail',
      name: 'group-school-detail',
      title: 'menu.groupSchoolDetail',
      hidden: true,
      activeMenu: '/group/system',
    },
    {
      path: '/group/system/organization',
      name: 'group-organization',
      title: 'menu.groupOrganization',
      icon: 'ApartmentOutlined',
      keepAlive: true,
      permissions: [G.employeeManage, G.organizationManage],
    },
    {
      path: '/group/system/organization/edit',
      name: 'group-organization-edit',
      title: 'menu.groupDepartmentEdit',
      newTitle: 'groupOrg.addDepartment',
      hidden: true,
      permissions: [G.organizationManage],
    },
    {
      path: '/group/system/organization/staff_edit',
      name: 'group-staff-edit',
      title: 'menu.groupStaffEdit',
      newTitle: 'groupOrg.addEmployee',
      hidden: true,
      activeMenu: '/group/system/organization',
      permissions: [G.employeeManage],
    },
    // the outbreak alerts of the schools in the caller's reach (daily health serves the list)
    { path: '/group/health/alerts', name: 'group-health-alerts', title: 'menu.groupHealthAlerts', icon: 'MedicineBoxOutlined' },
    { path: '/group/system/role', name: 'group-role', title: 'menu.groupRoles', icon: 'SafetyOutlined', permissions: [G.roleManage] },
    // the group's app centre: its console's pages as cards (/desktop/application leads here)
    { path: '/group/application', name: 'group-application', title: 'menu.application', icon: 'AppstoreOutlined' },
    { path: '/group/system/staff/edit', name: 'group-self-edit', title: 'menu.groupSelfEdit', hidden: true, activeMenu: '/group/system' },
    { path: '/group/system/account/index', name: 'group-account', title: 'menu.userInfo', hidden: true },
    { path: '/group/jobs', name: 'group-jobs', title: 'menu.groupJobs', hidden: true },
    { path: '/group/notices', name: 'group-notices', title: 'menu.notices', hidden: true },
  ],
};

/** A supervising authority's own console (overview §2: /group/organizational/regulation/*). */
export const REGULATION_SECTION: SectionDecl = {
  path: '/group/organizational',
  order: 111,
  name: 'regulation',
  title: 'menu.regulation',
  icon: 'PartitionOutlined',
  institutionTypes: [InstitutionType.regulator],
  children: [
    {
      path: '/group/organizational/regulation/index',
      name: 'regulation-index',
      title: 'menu.regulationUnits',
      icon: 'ApartmentOutlined',
      keepAlive: true,
      permissions: [R.unitManage],
    },
    {
      path: '/group/organizational/regulation/add',
      name: 'regulation-add',
      title: 'menu.regulationUnitAdd',
      hidden: true,
      permissions: [R.unitManage],
    },
    {
      path: '/group/organizational/regulation/edit',
      name: 'regulation-edit',
      title: 'menu.regulationUnitEdit',
      hidden: true,
      permissions: [R.unitManage],
    },
    {
      path: '/group/organizational/regulation/superior',
      name: 'regulation-superior',
      title: 'menu.regulationSuperior',
      icon: 'BankOutlined',
      permissions: [R.unitManage],
    },
    {
      path: '/group/organizational/regulation/addGroup',
      name: 'regulation-add-group',
      title: 'menu.regulationSupervised',
      icon: 'AuditOutlined',
      permissions: [R.superviseManage],
    },
    {
      path: '/group/organizational/health/alerts',
      name: 'regulation-health-alerts',
      title: 'menu.regulationHealthAlerts',
      icon: 'MedicineBoxOutlined',
    },
    {
      path: '/group/organizational/regulation/permission',
      name: 'regulation-permission',
      title: 'menu.regulationPermission',
      icon: 'SafetyOutlined',
      permissions: [R.permissionManage],
    },
  ],
};

/** The supervising authority's own area: the schools it supervises. */
export const REGULATOR_SECTION: SectionDecl = {
  path: '/regulator',
  order: 110,
  name: 'regulator',
  title: 'menu.regulator',
  icon: 'AuditOutlined',
  institutionTypes: [InstitutionType.regulator],
  noSideMenu: true,
  children: [
    { path: '/regulator/index', name: 'regulator-home', title: 'menu.regulatorHome', icon: 'HomeOutlined', fixedTab: true },
    // the authority's app centre: its console's pages as cards (/desktop/application leads here)
    { path: '/regulator/application', name: 'regulator-application', title: 'menu.application', icon: 'AppstoreOutlined' },
    { path: '/regulator/account', name: 'regulator-account', title: 'menu.userInfo', hidden: true },
    { path: '/regulator/notices', name: 'regulator-notices', title: 'menu.notices', hidden: true },
  ],
};
