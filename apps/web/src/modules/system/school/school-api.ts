import type { Answer, Payload } from '@kg/shared';
import { profileEndpoints as P } from '@kg/shared/modules/system/profile';
import { settingsEndpoints as S } from '@kg/shared/modules/system/settings';
import { superviseEndpoints as V } from '@kg/shared/modules/system/supervise';
import { call } from '../../../kit/index.ts';
import { refreshIdentity } from '../../../session/refresh-identity.ts';
import { sessionStore } from '../../../session/session-store.ts';

export { P as PROFILE_ENDPOINTS, S as SETTINGS_ENDPOINTS, V as SUPERVISE_ENDPOINTS };
export type SchoolProfile = Answer<typeof P.info>;
export type ProfileBody = Payload<typeof P.save>;
export type SettingsBody = Payload<typeof S.saveSettings>;
export type SupervisionRequest = Answer<typeof V.requests>['list'][number];
export type Authority = Answer<typeof V.state>['authorities'][number];

/** Saves the profile; the header and page titles show the new name and logo at once (other sessions on their next sign-in or refresh). */
export async function saveProfile(body: ProfileBody): Promise<void> {
  await call(P.save, body);
  sessionStore.update({ schoolName: body.name, orgName: body.name });
  await refreshIdentity();
}

const linkText = (v: unknown): string | null => (typeof v === 'string' && v.trim()) || null;

/**
 * Saves the settings; this session's menu follows the switches and links at once (others on their
 * next call's sign-in data). A blank link is none.
 */
export async function saveSettings(body: SettingsBody): Promise<void> {
  const links = body.externalLinks;
  const externalLinks = links && { symptomChecklist: linkText(links.symptomChecklist), healthCare: linkText(links.healthCare) };
  await call(S.saveSettings, { ...body, externalLinks });
  sessionStore.update({ modulesOff: [...(body.modulesOff ?? [])], ...(externalLinks ? { externalLinks } : {}) });
}

export const decide = (id: number, accept: boolean, scope: { allowEntry: boolean; allowReports: boolean }) =>
  call(V.decide, { id, accept, ...scope });
export const changeScope = (regulatorId: number, scope: { allowEntry: boolean; allowReports: boolean }) =>
  call(V.scope, { regulatorId, ...scope });
export const endSupervision = (regulatorId: number) => call(V.end, { regulatorId });
