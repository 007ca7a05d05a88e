import { z } from 'zod';
import { filled } from '../../contract/fields.ts';
import { isWebUrl } from '../../contract/urls.ts';

/**
 * The two external links of overview §2: a symptom-checking system and a health-care management
 * system. Each school sets where they lead (platform settings); a user holding the link's page code
 * (PAGE_CODES.symptomChecklist, PAGE_CODES.healthCare) sees it in the health section's side menu.
 */
export const EXTERNAL_LINK_KEYS = ['symptomChecklist', 'healthCare'] as const;
export type ExternalLinkKey = (typeof EXTERNAL_LINK_KEYS)[number];
/** Where each link leads; null: the link is shown nowhere. */
export type ExternalLinks = Record<ExternalLinkKey, string | null>;
export const EXTERNAL_LINK_MAX = 500;
export const NO_EXTERNAL_LINKS: ExternalLinks = { symptomChecklist: null, healthCare: null };

/** Links are checked with the contract's one http(s) rule. */
export { isWebUrl };

/** One link's address: blank or null is no link. */
const linkUrl = filled(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
  z.string().max(EXTERNAL_LINK_MAX).refine(isWebUrl, 'must be an http or https address').nullable(),
);

/** The links as the settings form sends them. */
export const externalLinksInput = z.object({ symptomChecklist: linkUrl, healthCare: linkUrl });

/** The links as settings and the session answer them: the school's own, else the server's defaults. */
export const externalLinksOutput = z.object({ symptomChecklist: z.string().nullable(), healthCare: z.string().nullable() });
