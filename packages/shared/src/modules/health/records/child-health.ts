import { z } from 'zod';
import { readFor } from '../../../contract/access.ts';
import { endpoints } from '../../../contract/endpoint.ts';
import { optionalId } from '../../../contract/fields.ts';
import { day } from '../../../contract/outputs.ts';
import { type AreaContract, all } from '../../module.ts';

/**
 * What daily health keeps of one child, as the child's profile shows it (the profile section
 * `health.summary`) and the seed's getStuHealthInfo answers it: allergies, the conditions shown
 * in health views, the latest checks and temperature, open health care.
 */
export const childHealthSection = z.object({
  allergies: z.array(
    z.object({
      allergenName: z.string(),
      allergenNameEn: z.string().nullable(),
      kind: z.string(),
      severity: z.number().int(),
      reaction: z.string().nullable(),
    }),
  ),
  histories: z.array(z.object({ name: z.string(), nameEn: z.string().nullable(), since: day.nullable(), status: z.number().int() })),
  latestChecks: z.array(
    z.object({
      day,
      slot: z.number().int(),
      result: z.string(),
      temperature: z.number().nullable(),
      symptomGroups: z.array(z.string()),
    }),
  ),
  latestTemperature: z.object({ day, slot: z.number().int(), temperature: z.number() }).nullable(),
  openCare: z.array(z.object({ id: z.number().int(), condition: z.string(), startDay: day, endDay: day })),
});
export type ChildHealthSection = z.input<typeof childHealthSection>;

/** The key of health's section in a child's profile (server and web registries). */
export const CHILD_HEALTH_SECTION = 'health.summary';

/**
 * Who reads a child's health facts: the child record's keepers and the health pages (PAGE_CODES
 * .student, .health, .healthCare, written out: permissions.ts reads the module registry, whose
 * pages name these calls, so importing it here would be a cycle; garden's codes are garden's).
 */
export const CHILD_HEALTH_CODES = ['student-manage', 'attendance-inspectInfo', 'health-care'] as const;

/** getStuHealthInfo: the child's facts and its health section in one answer. */
export const childHealth = z
  .object({
    studentId: z.number().int(),
    name: z.string(),
    gender: z.number().int(),
    birthday: day.nullable(),
    ageMonths: z.number().int().nullable(),
    clazzId: z.number().int().nullable(),
    clazzName: z.string().nullable(),
    status: z.number().int(),
  })
  .extend(childHealthSection.shape);

export const studentHealthQuery = z
  .object({ studentId: optionalId, id: optionalId })
  .refine((v) => v.studentId !== undefined || v.id !== undefined, { message: 'studentId is required', path: ['studentId'] });

/** Served by health under the children's seed prefix: the call is health's whatever its URL says. */
export const childHealthEndpoints = endpoints('/kid-arch/v1/teacher/web/student', {
  health: {
    path: 'getStuHealthInfo',
    access: readFor(...CHILD_HEALTH_CODES),
    scope: 'class',
    input: studentHealthQuery,
    output: childHealth,
    summary:
      "A child's health summary: gender, birthday, age in months, class; allergies, conditions shown in health views, the latest checks and temperature, open health-care records",
  },
});

export const CHILD_HEALTH: AreaContract = { endpoints: all(childHealthEndpoints), pageCalls: {} };
