import { WORKFLOW_CODES as W } from '@kg/shared/modules/workflow/codes';
import { instanceEndpoints as E } from '@kg/shared/modules/workflow/instances';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { imageUrls } from '../../core/file-url.ts';
import { type SchoolCall, serve } from '../../core/serve.ts';
import { comment, decide, transfer, withdraw } from './decision-data.ts';
import { requestDetail } from './detail-data.ts';
import { type Inbox, inboxCounts, listInbox, staffOptions } from './inbox-data.ts';
import { resubmitRequest, submitRequest } from './submit-data.ts';
import { type Pending, sendPending } from './workflow-notices.ts';

/** Requests: submit, decide, inboxes. The chain names the approvers, so these check the step, not a code. */
export async function requestRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // approvals are the school's own staff's: a group employee who entered the school is no staff
  // member of it (their member id is the group's), so they neither file nor decide here
  const me = (c: SchoolCall) => {
    const schoolId = c.school.id;
    if (c.session().viaInstitutionId !== null) throw new AppError('workflow-0110');
    return { schoolId, memberId: c.session().memberId };
  };
  const viewer = (c: SchoolCall) => [W.processView, W.processManage].some((code) => c.session().permissions.has(code));
  // messages leave after the decision committed
  const tell = (schoolId: number, pending: Pending[]) => sendPending(db, schoolId, pending);

  serve(app, E.submit, async ({ processId, values }, c) => {
    const { schoolId, memberId } = me(c);
    const { id, pending } = await submitRequest(db, schoolId, memberId, processId, values);
    await tell(schoolId, pending);
    return { id };
  });
  serve(app, E.resubmit, async ({ id, values }, c) => {
    const { schoolId, memberId } = me(c);
    await tell(schoolId, await resubmitRequest(db, schoolId, memberId, id, values));
    return null;
  });
  serve(app, E.approve, async ({ id, comment: text }, c) => {
    const { schoolId, memberId } = me(c);
    await tell(schoolId, await decide(db, schoolId, memberId, id, 'approve', text ?? null));
    return null;
  });
  serve(app, E.reject, async ({ id, reason }, c) => {
    const { schoolId, memberId } = me(c);
    await tell(schoolId, await decide(db, schoolId, memberId, id, 'reject', reason));
    return null;
  });
  serve(app, E.sendBack, async ({ id, reason }, c) => {
    const { schoolId, memberId } = me(c);
    await tell(schoolId, await decide(db, schoolId, memberId, id, 'return', reason));
    return null;
  });
  serve(app, E.withdraw, async ({ id }, c) => {
    const { schoolId, memberId } = me(c);
    await withdraw(db, schoolId, memberId, id);
    return null;
  });
  serve(app, E.transfer, async ({ id, toMemberId, comment: text }, c) => {
    const { schoolId, memberId } = me(c);
    await tell(schoolId, await transfer(db, schoolId, memberId, id, toMemberId, text ?? null));
    return null;
  });
  serve(app, E.comment, async ({ id, text, imageIds }, c) => {
    const { schoolId, memberId } = me(c);
    await comment(db, schoolId, memberId, id, text, imageIds, viewer(c));
    return null;
  });
  serve(app, E.detail, ({ id }, c) =>
    requestDetail(db, c.school.id, c.session().memberId, id, viewer(c), (fileId) => imageUrls(app.ctx, c.session(), fileId)),
  );
  const inbox = (which: Inbox) => (q: Parameters<typeof listInbox>[4], c: SchoolCall) =>
    listInbox(db, c.school.id, c.session().memberId, which, q);
  serve(app, E.mine, inbox('mine'));
  serve(app, E.todo, inbox('todo'));
  serve(app, E.done, inbox('done'));
  serve(app, E.cc, inbox('cc'));
  serve(app, E.all, inbox('all'));
  serve(app, E.counts, async (_q, c) => {
    const s = c.session();
    const counts = await inboxCounts(db, c.school.id, s.memberId);
    return { ...counts, maySubmit: s.viaInstitutionId === null && !s.readOnly };
  });
  serve(app, E.staffOptions, ({ name }, c) => staffOptions(db, c.school.id, name));
}
