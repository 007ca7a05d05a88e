import { type Endpoint, type ErrorCode, isReadAccess } from '@kg/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requestActor } from './audit-context.ts';

/**
 * The refusals of a write call that are security events: no permission, another institution's
 * (or an unknown) id, a write in a read-only visit, a forged institution header or signature, a
 * call while the password must change. Ordinary validation errors (a bad field) are the caller's
 * typing, not an attempt, and are not recorded; nor are refusals without a session (nobody to
 * name, and anyone on the network could fill the trail with them).
 */
const SECURITY_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'common-0403',
  'common-0405',
  'common-0406',
  'gateway-0103',
  'gateway-0105',
  'iam-0015',
]);

/** The stable record type of a refused call in the trail (table_name), which the web translates. */
export const REFUSED_RECORD = 'request';

/**
 * Records a refused write as an audit entry of the caller's institution: who (the session),
 * what (module and endpoint, the request id as the record), why (the error code and method).
 * The payload is never recorded: it may carry the very fields the refusal protects.
 */
export async function recordRefusal(request: FastifyRequest, code: ErrorCode): Promise<void> {
  const e = (request.routeOptions?.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  const s = request.session;
  if (!e || !s || isReadAccess(e.access) || !SECURITY_REFUSALS.has(code)) return;
  const actor = requestActor(request, e);
  const why = JSON.stringify({ code, method: request.method });
  try {
    await request.server.ctx.db.execute(
      sql`select kg_audit_append(${s.institutionId}::bigint, ${JSON.stringify(actor)}::jsonb, ${REFUSED_RECORD}, ${request.id}, 'refused', null, ${why}::jsonb)`,
    );
  } catch (err) {
    // the refusal itself stands; a trail that cannot be written is logged, not a second failure
    request.log.error({ err, code }, 'refused call not recorded in the audit trail');
  }
}
