import { CARD_TYPES, COUNTRY_TYPES, EDUCATION_LEVELS, NATIONS, type OptionItem } from '@kg/shared';
import { staffOptionEndpoints as E } from '@kg/shared/modules/garden/staff-options';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';

/** Option lists of the staff forms, from the shared catalogue so web and server agree. */
export async function optionRoutes(app: FastifyInstance): Promise<void> {
  const lists = [
    [E.educations, EDUCATION_LEVELS],
    [E.nations, NATIONS],
    [E.cardTypes, CARD_TYPES],
    [E.countryTypes, COUNTRY_TYPES],
  ] as const;
  for (const [endpoint, items] of lists) {
    serve(app, endpoint, async (_in, c) =>
      items.map((i: OptionItem) => ({ value: i.value, label: c.request.lang === 'en' ? i.labelEn : i.label })),
    );
  }
}
