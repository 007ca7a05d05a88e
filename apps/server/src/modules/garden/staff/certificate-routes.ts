import { CERTIFICATES_BY_POST, POST_TYPES } from '@kg/shared';
import { staffOptionEndpoints as E } from '@kg/shared/modules/garden/staff-options';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../core/errors.ts';
import { serve } from '../../../core/serve.ts';

/** The certificate catalogue of a post type (staff forms). */
export async function certificateRoutes(app: FastifyInstance): Promise<void> {
  serve(app, E.certificateNames, async ({ postType: raw }, c) => {
    // domain §4: with no post type the certificate options are empty
    if (raw === undefined || raw === null || raw === '') return { postType: null, certificateNameList: [] };
    const postType = Number(raw);
    if (!Number.isInteger(postType) || !POST_TYPES.some((p) => p.value === postType)) {
      throw fieldError('postType', '岗位类型不存在', 'unknown post type');
    }
    const certificateNameList = CERTIFICATES_BY_POST[postType].map((k) => ({
      certificateName: k.certificateName,
      certificateType: k.certificateType,
      label: c.request.lang === 'en' ? k.labelEn : k.certificateName,
    }));
    return { postType, certificateNameList };
  });
}
