import { request } from '../../api/request.ts';

/** The calls of the user information page (overview §7: account calls). */
export interface MobileQuota {
  dayAllowNum: number;
  dayRemainingNum: number;
  /** The current phone, masked. */
  mobile: string;
}

export interface BasicProfile {
  id: number;
  realName: string;
  mobile: string;
  gender: number | null;
  birthday: string | null;
  nation: string | null;
  idCardType: number | null;
  idCardNo: string;
  countryType: number | null;
  nativePlace: string;
  address: string | null;
  education: number | null;
  email: string | null;
  avatarImgUrl: { url: string };
}

export interface Occupation {
  id: number;
  realName: string;
  postType: number | null;
  jobTitle: string | null;
  entryDate: string | null;
  workStartDate: string | null;
  teacherQualification: string | null;
  professionalTitle: string | null;
  certificates: { id: number; postType: number; certificateName: string }[];
}

export interface WechatBind {
  id: number;
  bindType: number;
  nickname: string | null;
  avatarUrl: string | null;
  createdAt: string;
}

export const fetchMobileQuota = () => request<MobileQuota>('/kid-arch/v1/teacher/check-update-mobile-self');

/** Silent: the dialog answers the quota and 'already bound' codes with its own alerts. */
export const confirmMobileChange = (mobile: string, code: string) =>
  request<MobileQuota>('/kid-arch/v1/teacher/confirm-update-mobile-self', { data: { mobile, code }, silent: true });

// an empty body: the self-profile reads take the caller's own id by default
export const fetchBasic = () => request<BasicProfile>('/kid-arch/v1/teacher/accountTeacher/getTeacherBasicById', { data: {} });
export const fetchOccupation = () => request<Occupation>('/kid-arch/v1/teacher/accountTeacher/getTeacherOccupationById', { data: {} });
export const updateBasic = (patch: Partial<BasicProfile>) =>
  request<BasicProfile>('/kid-arch/v1/teacher/accountTeacher/updateTeacherBasicById', { data: patch, json: true });

export const fetchBinds = () => request<WechatBind[]>('/user/v1/bind/get-bind-list');
export const unbindWechat = (id: number) => request('/user/v1/bind/unbind', { data: { id } });
export const wechatAuthorize = (redirectUri: string) =>
  request<{ authorizeUrl: string; state: string }>('/iam/v1/third/bind/wechat-open/config', { data: { redirectUri } });
export const bindWechatByCode = (code: string) => request<WechatBind>('/iam/v1/third/bind/wechat-open/by-code', { data: { code } });
