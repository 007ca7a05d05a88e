import { InstitutionType } from '../../constants.ts';
import type { PublicPageDecl, SectionDecl } from '../types.ts';

const SCHOOL = [InstitutionType.school];

/** The desktop every school user lands on (overview §2 route table). */
export const DESKTOP_SECTION: SectionDecl = {
  path: '/desktop',
  order: 0,
  name: 'desktop',
  title: 'menu.desktop',
  icon: 'DesktopOutlined',
  institutionTypes: SCHOOL,
  noSideMenu: true,
  children: [
    { path: '/desktop/index', name: 'desktop-index', title: 'menu.workbench', icon: 'HomeOutlined', fixedTab: true },
    { path: '/desktop/application', name: 'desktop-application', title: 'menu.application', icon: 'AppstoreOutlined' },
    { path: '/desktop/reset-password-guide', name: 'desktop-reset-password-guide', title: 'menu.resetPasswordGuide', hidden: true },
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

export const PUBLIC_PAGES: PublicPageDecl[] = [
  { path: '/login', name: 'login', title: 'route.login' },
  { path: '/referer', name: 'referer', title: 'route.referer' },
  { path: '/detail-preview', name: 'detail-preview', title: 'route.detailPreview' },
  { path: '/tongan-login', name: 'tongan-login', title: 'route.tonganLogin' },
  { path: '/tongan-login-new', name: 'tongan-login-new', title: 'route.tonganLogin' },
  { path: '/xiangan-login', name: 'xiangan-login', title: 'route.xianganLogin' },
  { path: '/404', name: 'not-found', title: 'route.notFound' },
];
