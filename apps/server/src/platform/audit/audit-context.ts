import type { Endpoint } from '@kg/shared';
import type { FastifyRequest } from 'fastify';
import { moduleOf } from '../../core/endpoint-module.ts';
import { auditScope } from '../../db/pool.ts';

/**
 * Who a write is recorded as (the `kg.audit` setting the triggers read; 0006_audit.sql). Field
 * names are the trigger's: change both together.
 */
export interface AuditActor {
  accountId?: number | null;
  actorName?: string | null;
  memberId?: number | null;
  /** The institution the session acts in; also the chain of rows that carry no institution (accounts). */
  institutionId?: number | null;
  /** The group or regulator a session entered the school from. */
  viaInstitutionId?: number | null;
  requestId?: string | null;
  address?: string | null;
  /** The product module (its contract's name), or 'system', 'seed', 'job'. */
  module?: string;
  endpoint?: string | null;
  /** Backdates the entries (the demo seed's week of history); the database's clock otherwise. */
  at?: string;
}

/** The actor of a request: its session (if any), request id, address and endpoint. */
export function requestActor(request: FastifyRequest, e: Endpoint): AuditActor {
  const s = request.session;
  return {
    accountId: s?.accountId ?? null,
    actorName: s?.realName ?? null,
    memberId: s?.memberId ?? null,
    institutionId: s?.institutionId ?? null,
    viaInstitutionId: s?.viaInstitutionId ?? null,
    requestId: request.id,
    address: request.ip,
    module: moduleOf(e),
    endpoint: e.path,
  };
}

/**
 * Runs `fn` with its writes recorded as `actor`: for writes outside a request, e.g. a job
 * writing on behalf of its requester (`{ accountId, institutionId, module: 'job' }`) or the
 * demo seed. Every query `fn` makes through the pool (transactions included) carries it.
 */
export function withAuditContext<T>(actor: AuditActor, fn: () => Promise<T>): Promise<T> {
  return auditScope.run(JSON.stringify(actor), fn);
}
