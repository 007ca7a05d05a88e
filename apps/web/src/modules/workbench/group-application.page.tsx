import DesktopApplicationPage from './desktop-application.page.tsx';

/** /group/application: the group's app centre, built as the school's is (permitted-modules.ts). */
export default DesktopApplicationPage;
