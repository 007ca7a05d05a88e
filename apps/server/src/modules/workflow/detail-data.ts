import type { ImageRecord } from '@kg/shared/contract/outputs';
import type { FormField } from '@kg/shared/modules/workflow/workflow-schemas';
import { sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/pool.ts';
import { isParty } from './decision-data.ts';

/**
 * One request for its parties (applicant, approvers, copied people) and process viewers; to
 * anyone else it does not exist (404), so ids cannot be probed.
 */
export async function requestDetail(
  db: Db,
  schoolId: number,
  me: number,
  id: number,
  viewer: boolean,
  sign: (fileId: number) => ImageRecord,
) {
  const r = await db.execute<
    Record<string, unknown> & { applicantId: number; status: string }
  >(sql`select r.id, r.process_id as "processId",
      p.name as "processName", p.kind, r.applicant_id as "applicantId", m.real_name as "applicantName", r.status, r.summary,
      r.submitted_at as "submittedAt", r.finished_at as "finishedAt", r.version_id as "versionId", v.version, v.form, r."values",
      (select s.name from workflow_steps s where s.school_id = r.school_id and s.request_id = r.id and s.idx = r.current_step) as "stepName"
    from workflow_requests r join workflow_processes p on p.school_id = r.school_id and p.id = r.process_id
    join workflow_versions v on v.school_id = r.school_id and v.id = r.version_id
    join members m on m.institution_id = r.school_id and m.id = r.applicant_id
    where r.school_id = ${schoolId} and r.id = ${id}`);
  const row = r.rows[0];
  const mine = row && Number(row.applicantId) === me;
  if (!row || !(mine || viewer || (await isParty(db, schoolId, id, me)))) throw new AppError('common-0405');
  const steps = await db.execute<{
    id: number;
    approvers: { memberId: number; decision: string | null }[];
  }>(sql`select s.id, s.idx as index, s.name,
      s.approver_kind as "approverKind", s.mode, s.state, s.time_limit_hours as "timeLimitHours", s.started_at as "startedAt",
      coalesce((select json_agg(json_build_object('memberId', a.member_id, 'name', am.real_name, 'decision', a.decision, 'decidedAt', a.decided_at)
        order by a.decided_at nulls last, a.member_id)
        from workflow_step_approvers a join members am on am.institution_id = a.school_id and am.id = a.member_id
        where a.school_id = s.school_id and a.step_id = s.id), '[]') as approvers
    from workflow_steps s where s.school_id = ${schoolId} and s.request_id = ${id} order by s.idx`);
  const history =
    await db.execute(sql`select h.id, h.action, h.actor_id as "actorId", coalesce(am.real_name, '') as "actorName", h.at, h.comment,
      h.image_ids as "imageIds", h.target_name as "targetName", h.step_name as "stepName"
    from workflow_history h left join members am on am.institution_id = h.school_id and am.id = h.actor_id
    where h.school_id = ${schoolId} and h.request_id = ${id} order by h.id`);
  const cc =
    await db.execute(sql`select m.id, m.real_name as name from workflow_copies c join members m on m.institution_id = c.school_id and m.id = c.member_id
    where c.school_id = ${schoolId} and c.request_id = ${id} order by m.id`);
  const waiting = row.status === 'waiting';
  // nobody decides their own request, whatever an older request's chain lists
  const myTurn =
    waiting &&
    !mine &&
    steps.rows.some(
      (s) =>
        (s as unknown as { state: string }).state === 'waiting' &&
        s.approvers.some((a) => Number(a.memberId) === me && a.decision === null),
    );
  const anyDecision = steps.rows.some((s) =>
    s.approvers.some((a) => a.decision === 'approve' || a.decision === 'reject' || a.decision === 'return'),
  );
  const entries = history.rows.map((h) => ({ ...h, imageIds: ((h as { imageIds: unknown[] }).imageIds ?? []).map(Number) }));
  const pictures = new Set(entries.flatMap((h) => h.imageIds));
  for (const f of row.form as FormField[]) {
    const v = (row.values as Record<string, unknown>)[f.key];
    if (f.type === 'image' && v) pictures.add(Number(v));
    if (f.type === 'multi-image' && Array.isArray(v)) for (const x of v) pictures.add(Number(x));
  }
  return {
    ...row,
    steps: steps.rows,
    history: entries,
    cc: cc.rows,
    images: [...pictures].map(sign),
    can: {
      approve: myTurn,
      reject: myTurn,
      return: myTurn,
      transfer: myTurn,
      withdraw: mine && waiting && !anyDecision,
      resubmit: mine && row.status === 'returned',
      comment: true,
    },
  } as never;
}
