import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERTIFICATES_BY_POST, POST_TYPES } from '@kg/shared';
import { ok } from '../../core/envelope.ts';
import { fieldError } from '../../core/errors.ts';

const REFERENCE = { codes: [] as string[], read: true };

/** postType may come as a number, a form string or blank (no post type chosen yet). */
const query = z.object({ postType: z.union([z.number(), z.string().max(10)]).nullable().optional() });

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/kid-arch/v1/teacher/certificate/getCertificateName',
    config: { access: REFERENCE },
    schema: {
      summary: 'Certificate catalogue of a post type: {postType, certificateNameList: [{certificateName, certificateType, label}]}',
      body: query.optional(),
      querystring: query,
    },
    handler: async (request) => {
      const raw = (request.body ?? request.query).postType;
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
  });
};
