export default {
  login: 'Sign in',
  referer: 'Supervisor entry',
  detailPreview: 'Preview',
  tonganLogin: 'Tong’an sign-in',
  xianganLogin: 'Xiang’an sign-in',
  notFound: 'Page not found',
};
