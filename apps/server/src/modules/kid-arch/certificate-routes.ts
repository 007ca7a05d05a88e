import { CERTIFICATES_BY_POST, POST_TYPES } from '@kg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { fieldError } from '../../core/errors.ts';
import { readCall } from '../../core/read-route.ts';

/** postType may come as a number, a form string or blank (no post type chosen yet). */
const query = z.object({
  postType: z
    .union([z.number(), z.string().max(10)])
    .nullable()
    .optional(),
});

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  readCall(
    app,
    '/kid-arch/v1/teacher/certificate/getCertificateName',
    {
      access: SIGNED_IN_READ,
      summary: 'Certificate catalogue of a post type: {postType, certificateNameList: [{certificateName, certificateType, label}]}',
      input: query,
    },
    async (request, { postType: raw }) => {
      // domain §4: with no post type the certificate options are empty
      if (raw === undefined || raw === null || raw === '') return ok({ postType: null, certificateNameList: [] });
      const postType = Number(raw);
      if (!Number.isInteger(postType) || !POST_TYPES.some((p) => p.value === postType)) {
        throw fieldError('postType', '岗位类型不存在', 'unknown post type');
      }
      const certificateNameList = CERTIFICATES_BY_POST[postType].map((c) => ({
        certificateName: c.certificateName,
        certificateType: c.certificateType,
        label: request.lang === 'en' ? c.labelEn : c.certificateName,
      }));
      return ok({ postType, certificateNameList });
    },
  );
};
