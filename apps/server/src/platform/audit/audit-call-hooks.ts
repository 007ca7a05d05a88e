import type { CallHooks } from '../../core/call-hooks.ts';
import { requestActor, withAuditContext } from './audit-context.ts';
import { recordRefusal } from './audit-refusals.ts';

/** The audit trail's part in every call (core/call-hooks.ts): writes carry their actor, security refusals are recorded. */
export const auditCallHooks: CallHooks = {
  aroundWrite: (request, e, run) => withAuditContext(requestActor(request, e), run),
  refused: recordRefusal,
};
