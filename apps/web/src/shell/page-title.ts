import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageAt, publicPageAt } from '../kit/page-model.ts';
import { titleKeyOf } from '../kit/route-model.ts';
import { useSession } from '../session/session-store.ts';

/**
 * The document title (overview §2): the translated route title plus the school name, or the
 * default admin title. The login pages (and their partner variants) set a title of their own;
 * other public pages show their route title with the admin title.
 */
export function pageTitle(routeTitle: string | null, schoolName: string | null, adminTitle: string): string {
  if (!routeTitle) return adminTitle;
  return `${routeTitle} - ${schoolName || adminTitle}`;
}

export function usePageTitle(): void {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const session = useSession();
  const isPublic = publicPageAt(pathname);
  const ownTitle = Boolean(isPublic && /login/.test(isPublic.name));
  const entry = pageAt(pathname);
  const key = isPublic?.title ?? (entry ? titleKeyOf(entry.page, search) : null);
  const school = isPublic ? null : (session?.schoolName ?? null);
  useEffect(() => {
    if (!ownTitle) document.title = pageTitle(key ? t(key) : null, school, t('shell.adminTitle'));
  }, [ownTitle, key, school, t, i18n.language]);
}
