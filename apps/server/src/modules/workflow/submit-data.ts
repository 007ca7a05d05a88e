import type { ChainStep, FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { anyId } from '../../core/scope.ts';
import { type Attacher, assertAttachable } from '../../platform/files/index.ts';
import { layChain } from './chain.ts';
import { decisionFinish } from './decision-finish.ts';
import { checkValues, imageIdsOf, summaryOf } from './form-values.ts';
import type { DecisionTx, TxRunner } from './process-kinds.ts';
import { type Pending, reachedNotice } from './workflow-notices.ts';

type Version = {
  versionId: number;
  form: FormField[];
  chain: ChainStep[];
  cc: { staffIds: number[]; roleIds: number[] };
  processName: string;
  kind: string;
};

/** Images in the values must be the school's own uploaded images (never a report or another kind of file). */
async function checkImages(tx: DecisionTx, caller: Attacher, form: FormField[], values: FormValues): Promise<void> {
  for (const { key, ids } of imageIdsOf(form, values)) {
    await assertAttachable(tx, caller, ids, { kind: 'image', field: `form.${key}` });
  }
}

/** Copies go to the named staff and holders of the named roles, never to the applicant. */
async function copyTo(tx: DecisionTx, schoolId: number, requestId: number, applicantId: number, cc: Version['cc']): Promise<void> {
  await tx.execute(sql`insert into workflow_copies (school_id, request_id, member_id)
    select distinct ${schoolId}::bigint, ${requestId}::bigint, m.id from members m
    where m.institution_id = ${schoolId} and m.status = 1 and m.id <> ${applicantId} and (m.id = ${anyId(cc.staffIds)}
      or exists (select 1 from member_roles mr where mr.institution_id = m.institution_id and mr.member_id = m.id and mr.role_id = ${anyId(cc.roleIds)}))
    on conflict do nothing`);
}

async function start(
  tx: DecisionTx,
  schoolId: number,
  requestId: number,
  applicantId: number,
  v: Version,
  values: FormValues,
): Promise<Pending[]> {
  const reached = await layChain(tx, schoolId, requestId, applicantId, v, values);
  if (reached) return [reachedNotice(requestId, v.processName, reached.approverIds)];
  // every step skipped: nothing to decide, the request is approved as submitted
  return decisionFinish(tx, schoolId, requestId, 'approved');
}

export async function submitRequest(db: TxRunner, schoolId: number, applicantId: number, processId: number, raw: FormValues) {
  return db.transaction(async (tx) => {
    const p = await tx.execute<
      Version & { enabled: boolean }
    >(sql`select v.id as "versionId", v.form, v.chain, v.cc, p.name as "processName",
        p.kind, p.enabled
      from workflow_processes p join workflow_versions v on v.school_id = p.school_id and v.id = p.current_version_id
      where p.school_id = ${schoolId} and p.id = ${processId}`);
    if (!p.rows.length) throw new AppError('common-0405', { field: 'processId' });
    const v = p.rows[0];
    if (!v.enabled) throw new AppError('workflow-0004', { field: 'processId' });
    const values = checkValues(v.form, raw);
    await checkImages(tx, { schoolId, memberId: applicantId }, v.form, values);
    const r = await tx.execute<{
      id: number;
    }>(sql`insert into workflow_requests (school_id, process_id, version_id, applicant_id, status, "values", summary)
      values (${schoolId}, ${processId}, ${v.versionId}, ${applicantId}, 'waiting', ${JSON.stringify(values)}::jsonb, ${summaryOf(v.form, values)})
      returning id`);
    const id = Number(r.rows[0].id);
    await tx.execute(
      sql`insert into workflow_history (school_id, request_id, action, actor_id) values (${schoolId}, ${id}, 'submit', ${applicantId})`,
    );
    await copyTo(tx, schoolId, id, applicantId, v.cc);
    return { id, pending: await start(tx, schoolId, id, applicantId, v, values) };
  });
}

/** A returned request comes back with changed values and walks its (same version's) chain again. */
export async function resubmitRequest(db: TxRunner, schoolId: number, memberId: number, id: number, raw: FormValues) {
  return db.transaction(async (tx) => {
    const r = await tx.execute<Version & { status: string; applicantId: number }>(sql`select r.status, r.applicant_id as "applicantId",
        v.id as "versionId", v.form, v.chain, v.cc, p.name as "processName", p.kind
      from workflow_requests r join workflow_versions v on v.school_id = r.school_id and v.id = r.version_id
      join workflow_processes p on p.school_id = r.school_id and p.id = r.process_id
      where r.school_id = ${schoolId} and r.id = ${id} for update of r`);
    const req = r.rows[0];
    if (!req || Number(req.applicantId) !== memberId) throw new AppError('common-0405');
    if (req.status !== 'returned') throw new AppError('workflow-0105');
    const values = checkValues(req.form, raw);
    await checkImages(tx, { schoolId, memberId }, req.form, values);
    await tx.execute(sql`update workflow_requests set status = 'waiting', "values" = ${JSON.stringify(values)}::jsonb,
      summary = ${summaryOf(req.form, values)}, finished_at = null, updated_at = now() where school_id = ${schoolId} and id = ${id}`);
    await tx.execute(
      sql`insert into workflow_history (school_id, request_id, action, actor_id) values (${schoolId}, ${id}, 'resubmit', ${memberId})`,
    );
    return start(tx, schoolId, id, memberId, req, values);
  });
}
