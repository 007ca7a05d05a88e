import { PAGE_CODES } from '@kg/shared';
import { EXTERNAL_LINK_KEYS, type ExternalLinkKey, type ExternalLinks } from '@kg/shared/modules/system/external-links';
import { PAGE_CODE_LABELS } from '@kg/shared/page-code-labels';
import { safeHttpUrl } from '../session/safe-url.ts';
import type { MenuNode } from './menu-model.ts';

/** Each external link's page code (overview §6) and the section whose side menu holds it. */
export const EXTERNAL_LINK_PLACES: Record<ExternalLinkKey, { code: string; section: string }> = {
  symptomChecklist: { code: PAGE_CODES.symptomChecklist, section: 'health' },
  healthCare: { code: PAGE_CODES.healthCare, section: 'health' },
};

/** Menu keys of external entries: never a route, a tab or the active entry. */
export const EXTERNAL_KEY_PREFIX = 'external:';
export const EXTERNAL_ICON = 'ExportOutlined';

/** A link's title, the page-code label the role editor shows for its code too. */
export function externalLinkTitle(key: ExternalLinkKey, lang: string): string {
  const label = PAGE_CODE_LABELS[EXTERNAL_LINK_PLACES[key].code];
  return lang.startsWith('en') ? label.en : label.zh;
}

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
