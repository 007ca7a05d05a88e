import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { leaveEndpoints as E } from '@kg/shared/modules/attendance/leave';
import { todayChina } from '@kg/shared/time/china';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../core/errors.ts';
import { imageUrls } from '../../../core/file-url.ts';
import { type ClassCall, serve } from '../../../core/serve.ts';
import { requestDetail, sendPending } from '../../workflow/index.ts';
import { applyLeave, cancelLeave, type LeaveCaller } from './leave-apply.ts';
import { childOptions, classOptions, leaveOf, listLeaves } from './leave-data.ts';
import { leaveDays } from './leave-days.ts';
import { registerLeaveKind } from './leave-kind.ts';

/** Child leave: a child's sick or personal leave through the workflow engine. */
export async function leaveRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  registerLeaveKind();
  const caller = (c: ClassCall): LeaveCaller => {
    const s = c.session();
    // a group employee inside the school is no staff member of it: she files no request here (as on the approvals page)
    if (s.viaInstitutionId !== null) throw new AppError('workflow-0110');
    return {
      schoolId: c.school.id,
      range: c.classes,
      accountId: s.accountId,
      memberId: s.memberId,
      manages: s.permissions.has(C.leaveEdit),
    };
  };

  serve(app, E.list, (q, c) => listLeaves(db, c.school.id, c.classes, q));
  serve(app, E.classes, (_q, c) => classOptions(db, c.school.id, c.classes));
  serve(app, E.children, (q, c) => childOptions(db, c.school.id, c.classes, q));
  serve(app, E.days, (q, c) => leaveDays(db, c.school.id, q));
  serve(app, E.detail, async ({ id }, c) => {
    const leave = await leaveOf(db, c.school.id, c.classes, id);
    const s = c.session();
    const me = { memberId: s.memberId, accountId: s.accountId, manages: s.permissions.has(C.leaveEdit) && s.viaInstitutionId === null };
    // the leave is within the caller's reach, so is its request's progress (as a process viewer sees it)
    const request = leave.requestId
      ? await requestDetail(db, c.school.id, me.memberId, leave.requestId, true, (fileId) => imageUrls(ctx, c.session(), fileId))
      : null;
    const live = (leave.status === 'pending' || leave.status === 'approved') && leave.endsOn >= todayChina(ctx.now());
    const mine = leave.createdBy === me.accountId;
    return {
      ...leave,
      requestStatus: request?.status ?? null,
      stepName: request?.stepName ?? null,
      history: (request?.history ?? []).map((h) => ({
        action: h.action,
        actorName: h.actorName,
        at: h.at,
        comment: h.comment,
        stepName: h.stepName,
      })),
      canCancel: live && (mine || (leave.status === 'approved' && me.manages)),
    };
  });
  serve(app, E.apply, async (p, c) => {
    const { id, status, days, pending } = await applyLeave(db, caller(c), p);
    // the approvers are told once the leave and its request committed
    await sendPending(db, c.school.id, pending);
    return { id, status, days };
  });
  serve(app, E.cancel, async ({ id }, c) => {
    await cancelLeave(db, caller(c), id, ctx.now());
    return null;
  });
}
