import { z } from 'zod';
import { writeFor } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { GARDEN_CODES } from '../garden/codes.ts';
import { GROUP_CONSOLE_CODES, REGULATION_CODES } from '../group/codes.ts';
import { SYSTEM_CODES } from '../system/codes.ts';

/** SMS codes (/message/v1/sms/*): public, limited per phone and per address. */

/** What a code is for: a code of one scene never works for another. */
export const SMS_SCENES = ['login', 'password', 'mobile-change', 'bind'] as const;
/**
 * The person's consent to link their existing account to a new membership: sent only through
 * send-link-code by someone who adds people (the text names their institution), never by the
 * public send-sms-code.
 */
export const LINK_SCENE = 'link';
export type SmsScene = (typeof SMS_SCENES)[number] | typeof LINK_SCENE;

/** Whoever adds a person to an institution by phone: school staff, group employees, school directors, unit admins. */
const linkers = writeFor(
  GARDEN_CODES.teacherAdd,
  SYSTEM_CODES.accountAdd,
  GROUP_CONSOLE_CODES.employeeManage,
  GROUP_CONSOLE_CODES.schoolManage,
  REGULATION_CODES.unitManage,
);

const phone = z.string().trim().min(1).max(32);

/** The person's code consenting to a link (send-link-code); absent or blank for a phone without an account. */
export const linkCodeField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'expected the 6-digit code sent to that phone')
    .optional(),
);
const scene = z.enum(SMS_SCENES).default('password');

export const verificationEndpoints = endpoints('/message/v1/sms', {
  sendCode: {
    path: 'send-sms-code',
    access: 'public',
    input: z.object({ phone, scene }),
    output: z.object({ expiresIn: z.number(), resendAfter: z.number() }),
    summary: 'Send a 6-digit code (valid 5 min) to a phone; 1 per minute, 5 per hour, 10 per day per phone, 30 per hour per address',
  },
  verifyCode: {
    path: 'verify-sms-code',
    access: 'public',
    input: z.object({ phone, code: z.string().trim().min(1).max(16), scene }),
    output: z.boolean(),
    summary: 'Check a code for phone and scene; 5 wrong tries end it. The action it guards still takes the code once',
  },
  linkStatus: {
    path: 'link-status',
    access: linkers,
    input: z.object({ phone }),
    output: z.object({ needsCode: z.boolean() }),
    summary:
      "Whether adding this phone links an existing account and so needs the person's code (send-link-code); " +
      'never says which institutions use it',
  },
  sendLinkCode: {
    path: 'send-link-code',
    access: linkers,
    input: z.object({ phone }),
    output: z.object({ expiresIn: z.number(), resendAfter: z.number() }),
    summary:
      "Text the holder of an existing account a code naming the caller's institution; the add call takes it as linkCode. " +
      'Same limits as send-sms-code; a phone without an account gets no text',
  },
});
