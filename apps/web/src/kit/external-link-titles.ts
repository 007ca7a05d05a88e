import { PAGE_CODES } from '@kg/shared';
import type { ExternalLinkKey } from '@kg/shared/modules/system/external-links';
import { PAGE_CODE_LABELS } from '@kg/shared/page-code-labels';

/** Each external link's page code (overview §6) and the section whose side menu holds it. */
export const EXTERNAL_LINK_PLACES: Record<ExternalLinkKey, { code: string; section: string }> = {
  symptomChecklist: { code: PAGE_CODES.symptomChecklist, section: 'health' },
  healthCare: { code: PAGE_CODES.healthCare, section: 'health' },
};

/** A link's title, the page-code label the role editor shows for its code too. */
export function externalLinkTitle(key: ExternalLinkKey, lang: string): string {
  const label = PAGE_CODE_LABELS[EXTERNAL_LINK_PLACES[key].code];
  return lang.startsWith('en') ? label.en : label.zh;
}
