/** System settings: menu titles (each area's strings are in its own namespace: school, accounts, roles). */
export default {
  menu: {
    garden: '园所信息',
    platform: '平台设置',
    roles: '角色管理',
    roleEdit: '编辑角色',
    permission: '权限目录',
    supervise: '监管关系',
  },
};
