import { z } from 'zod';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';

/** What the staff forms choose from: certificate catalogue and option lists, labelled in the request's language. */

/** An option of a staff form select, labelled in the request's language. */
export const optionRow = z.object({ value: z.number(), label: z.string() });

const optionList = (path: string, summary: string) => ({
  path: `option/${path}`,
  access: SIGNED_IN_READ,
  input: z.object({}),
  output: z.array(optionRow),
  summary: `${summary}: [{value, label}] with the label in the request language`,
});

export const staffOptionEndpoints = endpoints('/kid-arch/v1', {
  certificateNames: {
    path: 'teacher/certificate/getCertificateName',
    access: SIGNED_IN_READ,
    // a number, a form string or blank (no post type chosen yet)
    input: z.object({
      postType: z
        .union([z.number(), z.string().max(10)])
        .nullable()
        .optional(),
    }),
    output: z.object({
      postType: z.number().nullable(),
      certificateNameList: z.array(z.object({ certificateName: z.string(), certificateType: z.number(), label: z.string() })),
    }),
    summary: 'Certificate catalogue of a post type: {postType, certificateNameList: [{certificateName, certificateType, label}]}',
  },
  educations: optionList('teacher-education', 'Education levels'),
  nations: optionList('nation', 'The 56 ethnic groups (value = GB/T 3304 code)'),
  cardTypes: optionList('card-type', 'Identity document types'),
  countryTypes: optionList('country-type', 'Nationality / region types'),
});
