export default {
  desktop: '桌面',
  workbench: '工作台',
  application: '应用中心',
  resetPasswordGuide: '修改密码',
  system: '系统设置',
  userInfo: '用户信息',
  group: '集团管理',
  groupHome: '集团首页',
  regulator: '监管',
  regulatorHome: '监管首页',
};
