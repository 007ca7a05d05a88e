import { InstitutionType } from '../../constants.ts';
import type { SectionDecl } from '../types.ts';

const SCHOOL = [InstitutionType.school];

/** The workbench every school user lands on (overview §2 route table: the seed's /desktop paths). */
export const WORKBENCH_SECTION: SectionDecl = {
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
