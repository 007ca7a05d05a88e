/** System settings: menu titles (each area's strings are in its own namespace: school, accounts, roles). */
export default {
  menu: {
    garden: 'School profile',
    platform: 'Platform settings',
    roles: 'Roles',
    roleEdit: 'Edit role',
    permission: 'Permission catalogue',
    supervise: 'Supervision',
  },
};
