export default {
  desktop: 'Desktop',
  workbench: 'Workbench',
  application: 'Applications',
  resetPasswordGuide: 'Change password',
  system: 'System settings',
  userInfo: 'User information',
  group: 'Group',
  groupHome: 'Group home',
  regulator: 'Supervision',
  regulatorHome: 'Supervision home',
};
