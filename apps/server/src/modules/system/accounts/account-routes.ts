import { RangeNodeType } from '@kg/shared';
import { accountsEndpoints as E } from '@kg/shared/modules/system/accounts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../core/serve.ts';
import { addStaff, checkStaffAdd, resetStaffPassword } from '../../garden/index.ts';
import { assertMember, listAccounts, roleOptions, signInHistory } from './account-list-data.ts';
import { disableAccount, enableAccount } from './account-status-service.ts';

/** The accounts that can sign in to the school: list, create, disable/enable, reset password, sign-ins. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serve(app, E.list, (q, c) => listAccounts(ctx, c.session(), q));
  serve(app, E.roleOptions, (_q, c) => roleOptions(ctx, c.school.id));
  // a new account is a new staff member: the garden's add checks and writes it, and texts the password
  serve(app, E.add, async ({ allRange, classIds, ...form }, c) => {
    const s = c.session();
    const manageRange = allRange ? [{ type: RangeNodeType.school }] : classIds.map((id) => ({ type: RangeNodeType.clazz, id }));
    const id = await addStaff(ctx, s, await checkStaffAdd(ctx, s, { ...form, manageRange }), c.request.ip);
    return { id };
  });
  serve(app, E.disable, ({ id }, c) => disableAccount(ctx, c.session(), id));
  serve(app, E.enable, ({ id }, c) => enableAccount(ctx, c.session(), id));
  serve(app, E.resetPassword, async ({ id }, c) => {
    const schoolId = c.school.id;
    await assertMember(ctx.db, schoolId, id);
    return resetStaffPassword(ctx, c.session(), id, c.request.ip);
  });
  serve(app, E.history, (q, c) => signInHistory(ctx, c.school.id, q));
}
