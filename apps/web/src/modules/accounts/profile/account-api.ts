import type { Payload } from '@kg/shared';
import { phoneEndpoints, type phoneQuota } from '@kg/shared/modules/accounts/phone';
import { type wechatBind, wechatEndpoints } from '@kg/shared/modules/accounts/wechat';
import { type basicProfile, type occupationProfile, staffProfileEndpoints } from '@kg/shared/modules/garden/staff-profile';
import type { z } from 'zod';
import { call } from '../../../kit/call.ts';

/** The calls of the user information page (overview §7: account calls). */

/** The daily phone change allowance and the current phone, masked. */
export type MobileQuota = z.input<typeof phoneQuota>;

export type BasicProfile = z.input<typeof basicProfile>;
export type Occupation = z.input<typeof occupationProfile>;

export type WechatBind = z.input<typeof wechatBind>;

export const fetchMobileQuota = () => call(phoneEndpoints.mobileQuota, {});

/** Silent: the dialog answers the quota and 'already bound' codes with its own alerts. */
export const confirmMobileChange = (mobile: string, code: string) =>
  call(phoneEndpoints.changeOwnMobile, { mobile, code }, { silent: true });

// no id: the self-profile calls take the caller's own member
export const fetchBasic = () => call(staffProfileEndpoints.basic, {});
export const fetchOccupation = () => call(staffProfileEndpoints.occupation, {});
export const updateBasic = (patch: Payload<typeof staffProfileEndpoints.updateBasic>) => call(staffProfileEndpoints.updateBasic, patch);

export const fetchBinds = () => call(wechatEndpoints.binds, {});
export const unbindWechat = (id: number) => call(wechatEndpoints.unbind, { id });
export const wechatAuthorize = (redirectUri: string) => call(wechatEndpoints.wechatConfig, { redirectUri });
export const bindWechatByCode = (code: string) => call(wechatEndpoints.bind, { code });
