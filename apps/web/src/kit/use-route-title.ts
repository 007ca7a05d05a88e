import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageAt } from './page-model.ts';
import { titleKeyOf } from './route-model.ts';

/**
 * The open page's heading: the title its declaration gives the menu, the tab and the document
 * title (its add title while it adds a record), so the four never read differently.
 */
export function useRouteTitle(): string {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const entry = pageAt(pathname);
  return entry ? t(titleKeyOf(entry.page, search)) : '';
}
