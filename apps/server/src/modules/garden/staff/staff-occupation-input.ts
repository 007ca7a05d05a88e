import { CERTIFICATES_BY_POST, POST_TYPES } from '@kg/shared';
import { isOwnFileUrl, isWebUrl } from '@kg/shared/contract/urls';
import type { CertificateBody, OccupationBody } from '@kg/shared/modules/garden/staff-profile';
import { fieldError } from '../../../core/errors.ts';
import { codeOf, dateOf, textOf } from './profile-input.ts';
import type { CertificateInput, OccupationPatch } from './staff-occupation-service.ts';

const POST_MSG = ['岗位类型不存在', 'unknown post type'] as const;

function checkCertificate(c: CertificateBody, i: number, profilePost: number | null): CertificateInput {
  // the path a refused input names (certificates.0.issuingUnit), so the form marks the same field
  const at = `certificates.${i}`;
  const postType = codeOf(`${at}.postType`, c.postType, POST_TYPES, ...POST_MSG) ?? profilePost;
  if (postType == null) throw fieldError(`${at}.postType`, '请先选择岗位类型', 'choose a post type first');
  const name = c.certificateName == null ? '' : String(c.certificateName).trim();
  const kind = CERTIFICATES_BY_POST[postType].find((k) => k.certificateName === name || String(k.certificateType) === name);
  if (!kind) {
    const postKind = POST_TYPES.find((p) => p.value === postType)!;
    throw fieldError(
      `${at}.certificateName`,
      `不是岗位“${postKind.label}”可选的证书`,
      `is not a certificate of the post type “${postKind.labelEn}”`,
    );
  }
  // lengths are the shared input's (certificateInput), checked before this
  const resourceUrl = c.resourceUrl || null;
  if (resourceUrl && /\s/.test(resourceUrl))
    throw fieldError(`${at}.resourceUrl`, '地址不能包含空白字符', 'the address cannot contain spaces');
  if (resourceUrl && !isOwnFileUrl(resourceUrl) && !isWebUrl(resourceUrl))
    throw fieldError(`${at}.resourceUrl`, '应为上传的图片或 http(s) 地址', 'must be an uploaded picture or an http(s) address');
  return {
    id: c.id,
    postType,
    certificateName: kind.certificateName,
    issuingUnit: c.issuingUnit || null,
    resourceId: c.resourceId == null || String(c.resourceId).trim() === '' ? null : String(c.resourceId).trim(),
    resourceUrl,
  };
}

/** Checks an occupation update; certificates default to the profile's post type. */
export function checkOccupation(body: OccupationBody, currentPost: number | null, now: Date) {
  const patch: OccupationPatch = {
    postType: codeOf('postType', body.postType, POST_TYPES, ...POST_MSG),
    jobTitle: textOf('jobTitle', body.jobTitle, 50),
    entryDate: dateOf('entryDate', body.entryDate, { notFuture: true, now }),
    workStartDate: dateOf('workStartDate', body.workStartDate, { now }),
    teacherQualification: textOf('teacherQualification', body.teacherQualification, 50),
    professionalTitle: textOf('professionalTitle', body.professionalTitle, 50),
  };
  for (const k of Object.keys(patch) as (keyof OccupationPatch)[]) if (patch[k] === undefined) delete patch[k];
  const profilePost = patch.postType !== undefined ? patch.postType : currentPost;
  const certificates =
    body.certificates === undefined ? undefined : (body.certificates ?? []).map((c, i) => checkCertificate(c, i, profilePost ?? null));
  return { patch, certificates };
}
