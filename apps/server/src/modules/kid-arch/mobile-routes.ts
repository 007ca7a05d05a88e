import { PLATFORM_CODES } from '@kg/shared';
import { idField } from '@kg/shared/validation/id';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, SIGNED_IN_READ } from '../../core/access.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { MASKED } from '../../core/masking.ts';
import { sessionOf } from '../../core/session.ts';
import { revokeAccountSessions } from '../iam/index.ts';
import { assertPhone, consumeVerifiedOrCode } from '../message/index.ts';
import { changePhone, phoneQuota } from './phone-change.ts';

const mobile = z.string().trim().min(1).max(11);

export const mobileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/kid-arch/v1/teacher/check-update-mobile-self',
    {
      config: { access: SIGNED_IN_READ },
      schema: { summary: 'Daily phone change allowance of the signed-in account and its masked current phone' },
    },
    async (request) => {
      const s = sessionOf(request);
      const r = await ctx.db.execute(sql`select phone from accounts where id = ${s.accountId}`);
      const row = r.rows[0] as { phone: string } | undefined;
      if (!row) throw new AppError('user-0004');
      return ok({ ...(await phoneQuota(ctx.db, s.accountId, ctx.now())), mobile: MASKED.phone(row.phone) });
    },
  );

  app.post(
    '/kid-arch/v1/teacher/confirm-update-mobile-self',
    {
      config: { access: SIGNED_IN },
      schema: {
        summary: 'Change the own phone (the login name) with a code sent to the new phone (scene "mobile-change"); other sessions end',
        body: z.object({ mobile, code: z.string().trim().min(1).max(16) }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const { mobile, code } = request.body;
      assertPhone('mobile', mobile);
      const done = await changePhone(ctx, {
        accountId: s.accountId,
        newPhone: mobile,
        changedBy: s.accountId,
        // the code proves the caller holds the new phone; only then is its binding disclosed
        verify: () => consumeVerifiedOrCode(ctx, mobile, 'mobile-change', code),
      });
      await revokeAccountSessions(ctx, s.accountId, 'phone-change', s.sessionId);
      return ok({ dayAllowNum: done.dayAllowNum, dayRemainingNum: done.dayRemainingNum, mobile: MASKED.phone(done.phone) });
    },
  );

  app.post(
    '/kid-arch/v1/teacher/confirm-update-mobile',
    {
      config: { access: { codes: [PLATFORM_CODES.staffPhoneUpdate] } },
      schema: {
        summary: "A school administrator changes a staff member's phone (their login name); their sessions end",
        body: z.object({ teacherId: idField, mobile }),
      },
    },
    async (request) => {
      const s = sessionOf(request);
      const { teacherId, mobile } = request.body;
      assertPhone('mobile', mobile);
      const r = await ctx.db.execute(sql`
      select m.account_id as "accountId",
             exists (select 1 from members o where o.account_id = m.account_id and o.institution_id <> m.institution_id) as "elsewhere"
      from members m where m.institution_id = ${s.institutionId} and m.id = ${teacherId}`);
      const target = r.rows[0] as { accountId: number; elsewhere: boolean } | undefined;
      if (!target) throw notFound();
      // the phone is the login name and the password-reset channel: an administrator of one
      // school must not be able to take over an account that other institutions also trust
      if (target.elsewhere && target.accountId !== s.accountId) throw new AppError('user-0005');
      const done = await changePhone(ctx, { accountId: target.accountId, newPhone: mobile, changedBy: s.accountId });
      const self = target.accountId === s.accountId;
      await revokeAccountSessions(ctx, target.accountId, 'phone-change', self ? s.sessionId : undefined);
      return ok({ dayAllowNum: done.dayAllowNum, dayRemainingNum: done.dayRemainingNum, mobile: MASKED.phone(done.phone) });
    },
  );
};
