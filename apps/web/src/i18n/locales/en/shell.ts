export default {
  adminTitle: 'Kindergarten Back Office',
  loading: 'Loading…',
  switchLanguageSuccess: 'Switch Language Success',
  badSession: 'Invalid session parameters, please sign in again',
  language: { label: 'Language', zh: '中文', en: 'English' },
  header: {
    openMenu: 'Open menu',
    userInfo: 'User information',
    logout: 'Log out',
    switchInstitution: 'Switch institution',
    readOnly: 'Read-only',
  },
  sidebar: { hide: 'hide sidebar', expand: 'expand sidebar' },
  tabs: { close: 'Close {{title}}' },
  bell: { title: 'Notices', guide: 'Getting started', empty: 'Nothing to set up', open: 'Go' },
  chooser: {
    title: 'choose the institution to enter',
    count: 'Your account belongs to {{count}} institutions; click the one to enter',
    current: 'Current',
  },
  noAccess: {
    title: 'No access',
    message: 'Your account may not open this page. Ask your administrator if you need it.',
    page: 'Your account may not open “{{page}}”. Ask your administrator if you need it.',
    home: 'Back to workbench',
  },
  notFound: {
    title: '404',
    message: 'Sorry, this page does not exist or you may not open it',
    home: 'Back to home',
    login: 'Go to sign-in',
  },
};
