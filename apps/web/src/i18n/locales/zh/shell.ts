export default {
  adminTitle: '智慧幼儿园管理后台',
  loading: '加载中…',
  switchLanguageSuccess: '切换语言成功',
  badSession: '参数错误,请重新登录',
  language: { label: '语言', zh: '中文', en: 'English' },
  header: {
    openMenu: '打开菜单',
    userInfo: '用户信息',
    logout: '退出登录',
    switchInstitution: '切换机构',
    readOnly: '只读',
  },
  sidebar: { hide: '隐藏侧边栏', expand: '展开侧边栏' },
  tabs: { close: '关闭 {{title}}' },
  bell: { title: '通知', guide: '新手引导', empty: '暂无待办引导', open: '前往' },
  chooser: {
    title: '请选择要进入的机构',
    count: '您的账号已关联 {{count}} 个机构，请点击要进入的机构',
    current: '当前',
  },
  noAccess: {
    title: '无权访问',
    message: '您的账号没有打开此页面的权限，如需使用请联系管理员开通。',
    page: '您的账号没有打开“{{page}}”的权限，如需使用请联系管理员开通。',
    home: '返回工作台',
  },
  notFound: {
    title: '404',
    message: '抱歉，您访问的页面不存在或无权访问',
    home: '返回首页',
    login: '前往登录',
  },
};
