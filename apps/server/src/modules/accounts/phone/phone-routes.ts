import { phoneEndpoints as E } from '@kg/shared/modules/accounts/phone';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../core/errors.ts';
import { MASKED } from '../../../core/masking.ts';
import { serve } from '../../../core/serve.ts';
import { revokeAccountSessions } from '../../../platform/sessions/index.ts';
import { assertPhone, consumeVerifiedOrCode } from '../../../platform/sms/index.ts';
import { changePhone, type PhoneQuota, phoneOf, phoneQuota, staffAccount } from './phone-change.ts';

const answer = (q: PhoneQuota & { phone: string }) => ({
  dayAllowNum: q.dayAllowNum,
  dayRemainingNum: q.dayRemainingNum,
  mobile: MASKED.phone(q.phone),
});

/** Phone changes: the own phone with an SMS code, a staff member's by a school administrator. */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  serve(app, E.mobileQuota, async (_in, c) => {
    const { accountId } = c.session();
    const phone = await phoneOf(ctx.db, accountId);
    if (phone === undefined) throw new AppError('user-0004');
    return answer({ ...(await phoneQuota(ctx.db, accountId, ctx.now())), phone });
  });

  serve(app, E.changeOwnMobile, async ({ mobile, code }, c) => {
    const s = c.session();
    assertPhone('mobile', mobile);
    const done = await changePhone(ctx, {
      accountId: s.accountId,
      newPhone: mobile,
      changedBy: s.accountId,
      // the code proves the caller holds the new phone; only then is its binding disclosed
      verify: () => consumeVerifiedOrCode(ctx, mobile, 'mobile-change', code),
    });
    await revokeAccountSessions(ctx, s.accountId, 'phone-change', s.sessionId);
    return answer(done);
  });

  serve(app, E.changeStaffMobile, async ({ teacherId, mobile }, c) => {
    const s = c.session();
    assertPhone('mobile', mobile);
    const target = await staffAccount(ctx.db, c.school.id, teacherId);
    if (!target) throw notFound();
    // the phone is the login name and the password-reset channel: an administrator of one
    // school must not be able to take over an account that other institutions also trust
    if (target.elsewhere && target.accountId !== s.accountId) throw new AppError('user-0005');
    const done = await changePhone(ctx, { accountId: target.accountId, newPhone: mobile, changedBy: s.accountId });
    const self = target.accountId === s.accountId;
    await revokeAccountSessions(ctx, target.accountId, 'phone-change', self ? s.sessionId : undefined);
    return answer(done);
  });
}
