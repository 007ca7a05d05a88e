import { EXTERNAL_LINK_KEYS, type ExternalLinks } from '@kg/shared/modules/system/external-links';
import { EXTERNAL_LINK_PLACES, externalLinkTitle } from '../kit/external-link-titles.ts';
import { safeHttpUrl } from '../session/safe-url.ts';
import type { MenuNode } from './menu-model.ts';

/** Menu keys of external entries: never a route, a tab or the active entry. */
export const EXTERNAL_KEY_PREFIX = 'external:';
export const EXTERNAL_ICON = 'ExportOutlined';

export interface LinkScope {
  permissions: readonly string[];
  externalLinks?: ExternalLinks;
}

/** The external entries of a section's side menu: each link the school set up whose code the user holds. */
export function externalEntries(section: string, scope: LinkScope | null, lang: string): MenuNode[] {
  if (!scope?.externalLinks) return [];
  const held = new Set(scope.permissions);
  return EXTERNAL_LINK_KEYS.flatMap((key) => {
    const place = EXTERNAL_LINK_PLACES[key];
    // checked at use too: a session stored before the server's check, or tampered storage, opens nothing else
    const href = safeHttpUrl(scope.externalLinks?.[key]);
    if (place.section !== section || !href || !held.has(place.code)) return [];
    return [{ key: `${EXTERNAL_KEY_PREFIX}${key}`, title: externalLinkTitle(key, lang), icon: EXTERNAL_ICON, href }];
  });
}
