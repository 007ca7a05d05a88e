import { z } from 'zod';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';

/** The workbench every school user lands on: the school's overview and the bell's onboarding items. */

/** Profile fields a school expects every staff member to fill in (teacher self profile). */
export const PROFILE_FIELDS = ['gender', 'birthday', 'nation', 'idCardNo', 'education', 'nativePlace', 'address', 'email'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One onboarding item of the bell; the web words it and links it by key. */
export const guideItem = z.discriminatedUnion('key', [
  z.object({ key: z.literal('password') }),
  z.object({ key: z.literal('profile'), missing: z.array(z.enum(PROFILE_FIELDS)) }),
  z.object({ key: z.literal('wechat') }),
]);
export type GuideItem = z.output<typeof guideItem>;

export const schoolOverview = z.object({
  schoolId: z.number(),
  schoolName: z.string(),
  /** 'school': whole-school counts; 'classes': the caller's class range only. */
  scope: z.enum(['school', 'classes']),
  childCount: z.number(),
  classCount: z.number(),
  staffCount: z.number(),
  /** The caller's own classes (range scope), for the workbench to name them. */
  classNames: z.array(z.string()),
});

export const workbenchEndpoints = endpoints('/kid-arch/v1', {
  overview: {
    path: 'teacher/school/overview',
    access: SIGNED_IN_READ,
    scope: 'school',
    input: z.object({}),
    output: schoolOverview,
    summary: "Workbench: the session's school name and its active children, staff and classes (a teacher: those of their class range)",
  },
  guide: {
    path: 'teacher/guide/list',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(guideItem),
    summary: "The signed-in user's onboarding items: [{ key: 'password' | 'profile' | 'wechat', missing? }]",
  },
});
