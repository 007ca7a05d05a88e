import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ, writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { idField } from '../../contract/fields.ts';
import { PLATFORM_CODES } from '../../permissions.ts';

/** Phone changes (the phone is the login name): the own with a code sent to the new phone, a staff member's by an administrator. */

/** The daily phone change allowance and the phone (masked). */
export const phoneQuota = z.object({ dayAllowNum: z.number(), dayRemainingNum: z.number(), mobile: z.string() });

const mobile = z.string().trim().min(1).max(11);

export const phoneEndpoints = endpoints('/kid-arch/v1', {
  mobileQuota: {
    path: 'teacher/check-update-mobile-self',
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    output: phoneQuota,
    summary: 'Daily phone change allowance of the signed-in account and its masked current phone',
  },
  changeOwnMobile: {
    path: 'teacher/confirm-update-mobile-self',
    access: SIGNED_IN,
    input: z.object({ mobile, code: z.string().trim().min(1).max(16) }),
    output: phoneQuota,
    summary: 'Change the own phone (the login name) with a code sent to the new phone (scene "mobile-change"); other sessions end',
  },
  changeStaffMobile: {
    path: 'teacher/confirm-update-mobile',
    access: writeFor(PLATFORM_CODES.staffPhoneUpdate),
    scope: 'school',
    input: z.object({ teacherId: idField, mobile }),
    output: phoneQuota,
    summary: "A school administrator changes a staff member's phone (their login name); their sessions end",
  },
});
