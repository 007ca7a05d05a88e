export default {
  login: '登录',
  referer: '监管进入',
  detailPreview: '预览',
  tonganLogin: '同安登录',
  xianganLogin: '翔安登录',
  notFound: '页面不存在',
};
