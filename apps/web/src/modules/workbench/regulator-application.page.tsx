import DesktopApplicationPage from './desktop-application.page.tsx';

/** /regulator/application: the authority's app centre, built as the school's is (permitted-modules.ts). */
export default DesktopApplicationPage;
