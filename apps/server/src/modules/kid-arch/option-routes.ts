import { CARD_TYPES, COUNTRY_TYPES, EDUCATION_LEVELS, NATIONS, type OptionItem } from '@kg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';

/** Option lists of the staff forms, from the shared catalogue so web and server agree. */
const LISTS: { path: string; items: OptionItem[]; summary: string }[] = [
  { path: 'teacher-education', items: EDUCATION_LEVELS, summary: 'Education levels' },
  { path: 'nation', items: NATIONS, summary: 'The 56 ethnic groups (value = GB/T 3304 code)' },
  { path: 'card-type', items: CARD_TYPES, summary: 'Identity document types' },
  { path: 'country-type', items: COUNTRY_TYPES, summary: 'Nationality / region types' },
];

export const optionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LISTS) {
    app.route({
      method: ['GET', 'POST'],
      url: `/kid-arch/v1/option/${list.path}`,
      config: { access: SIGNED_IN_READ },
      schema: { summary: `${list.summary}: [{value, label}] with the label in the request language` },
      handler: async (request) => ok(list.items.map((i) => ({ value: i.value, label: request.lang === 'en' ? i.labelEn : i.label }))),
    });
  }
};
