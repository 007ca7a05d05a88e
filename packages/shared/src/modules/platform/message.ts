import { z } from 'zod';
import { endpoints } from '../../contract/endpoint.ts';

/** SMS codes (/message/v1/sms/*): public, limited per phone and per address. */

/** What a code is for: a code of one scene never works for another. */
export const SMS_SCENES = ['login', 'password', 'mobile-change', 'bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

const phone = z.string().trim().min(1).max(32);
const scene = z.enum(SMS_SCENES).default('password');

export const messageEndpoints = endpoints('/message/v1/sms', {
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
});
