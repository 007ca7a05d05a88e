import { z } from 'zod';
import { SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';

/** The own password (/user/v1/tenantry/account/password/*): whether it must change, and a reset by SMS code. */

export const passwordEndpoints = endpoints('/user/v1', {
  passwordNeed: {
    path: 'tenantry/account/password/need',
    access: SIGNED_IN_READ,
    methods: ['POST'],
    input: z.object({}),
    /** phone: the account's own, in full (it is the caller's), for the guide to send the code to. */
    output: z.object({ needUpdatePassword: z.boolean(), phone: z.string() }),
    summary: 'Whether the signed-in account must set a new password, and its phone (reset-password guide)',
  },
  // Public: the forgot-password flow has no session; the phone's SMS code is the proof.
  passwordReset: {
    path: 'tenantry/account/password/update-with-code',
    access: 'public',
    input: z.object({
      phone: z.string().trim().min(1).max(32),
      code: z.string().trim().min(1).max(16),
      password: z.string().max(200),
      confirmPassword: z.string().max(200).optional(),
    }),
    output: z.boolean(),
    summary: 'Set a new password (8–20 letters and digits) with an SMS code of scene "password"; signs the account out everywhere',
  },
});
