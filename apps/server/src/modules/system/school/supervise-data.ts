import { SupervisionStatus, type supervisionRequestRow } from '@kg/shared/modules/system/supervise';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';

type RequestRow = z.infer<typeof supervisionRequestRow>;

type Scope = {
  allowEntry: boolean;
  allowReports: boolean;
};

/**
 * Who supervises the school: regulator_schools is the link every regulator read goes by; the
 * latest accepted request beside it says since when and what the authority may see.
 */
export async function supervisionState(db: Db, schoolId: number) {
  const r = await db.execute<{ regulatorId: number; regulatorName: string; since: Date | null } & Scope>(sql`
    select rs.regulator_id as "regulatorId", i.name as "regulatorName", q.decided_at as since,
      coalesce(q.allow_entry, true) as "allowEntry", coalesce(q.allow_reports, true) as "allowReports"
    from regulator_schools rs join institutions i on i.id = rs.regulator_id
    left join lateral (select decided_at, allow_entry, allow_reports from supervision_requests sr
      where sr.school_id = rs.school_id and sr.regulator_id = rs.regulator_id and sr.status = ${SupervisionStatus.accepted}
      order by sr.decided_at desc limit 1) q on true
    where rs.school_id = ${schoolId} and not i.disabled
    order by i.name`);
  return { regulated: r.rows.length > 0, authorities: r.rows };
}

export function listRequests(db: Db, schoolId: number, q: { status?: number; pageNum: number; pageSize: number }) {
  const where = sql`sr.school_id = ${schoolId} ${q.status ? sql`and sr.status = ${q.status}` : sql``}`;
  return pagedQuery<RequestRow>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from supervision_requests sr where ${where}`,
    select: (cut) => sql`select sr.id, sr.regulator_id as "regulatorId", i.name as "regulatorName", sr.status, sr.message,
        sr.allow_entry as "allowEntry", sr.allow_reports as "allowReports", sr.created_at as "createdAt",
        sr.decided_at as "decidedAt", m.real_name as "decidedBy", count(*) over () as total
      from supervision_requests sr join institutions i on i.id = sr.regulator_id
      left join members m on m.institution_id = sr.school_id and m.id = sr.decided_by
      where ${where} order by sr.status = ${SupervisionStatus.pending} desc, sr.created_at desc, sr.id desc ${cut}`,
  });
}

/** Accepting links the authority (it lists and may enter the school from now); declining only answers. */
export async function decideRequest(db: Db, schoolId: number, memberId: number, d: { id: number; accept: boolean } & Scope) {
  await db.transaction(async (tx) => {
    const r = await tx.execute<{ status: number; regulatorId: number }>(sql`select status, regulator_id as "regulatorId"
      from supervision_requests where school_id = ${schoolId} and id = ${d.id} for update`);
    const req = r.rows[0];
    if (!req) throw new AppError('system-0301');
    if (req.status !== SupervisionStatus.pending) throw new AppError('system-0302');
    await tx.execute(sql`update supervision_requests set status = ${d.accept ? SupervisionStatus.accepted : SupervisionStatus.declined},
        allow_entry = ${d.allowEntry}, allow_reports = ${d.allowReports}, decided_at = now(), decided_by = ${memberId}
      where school_id = ${schoolId} and id = ${d.id}`);
    if (d.accept)
      await tx.execute(sql`insert into regulator_schools (regulator_id, school_id) values (${req.regulatorId}, ${schoolId})
        on conflict do nothing`);
  });
}

/** The accepted request holds the scope; a link older than requests gets one, so the scope has a home. Entry withdrawn: visits end. */
export async function changeScope(db: Db, schoolId: number, memberId: number, s: { regulatorId: number } & Scope) {
  await db.transaction(async (tx) => {
    await linkOf(tx, schoolId, s.regulatorId);
    const r = await tx.execute(sql`update supervision_requests set allow_entry = ${s.allowEntry}, allow_reports = ${s.allowReports}
      where school_id = ${schoolId} and regulator_id = ${s.regulatorId} and status = ${SupervisionStatus.accepted} returning id`);
    if (r.rows.length === 0)
      await tx.execute(sql`insert into supervision_requests (school_id, regulator_id, status, allow_entry, allow_reports, decided_at, decided_by)
        values (${schoolId}, ${s.regulatorId}, ${SupervisionStatus.accepted}, ${s.allowEntry}, ${s.allowReports}, now(), ${memberId})`);
    await endSessionsWithoutReason(tx, { kind: 'visit', schoolId });
  });
}

/** Ends the link: the authority no longer lists or enters the school, its visits end; its requests show as ended. */
export async function endSupervision(db: Db, schoolId: number, memberId: number, regulatorId: number) {
  await db.transaction(async (tx) => {
    await linkOf(tx, schoolId, regulatorId);
    await tx.execute(sql`delete from regulator_schools where school_id = ${schoolId} and regulator_id = ${regulatorId}`);
    await tx.execute(sql`update supervision_requests set status = ${SupervisionStatus.ended}, decided_at = now(), decided_by = ${memberId}
      where school_id = ${schoolId} and regulator_id = ${regulatorId} and status = ${SupervisionStatus.accepted}`);
    await endSessionsWithoutReason(tx, { kind: 'visit', schoolId });
  });
}

async function linkOf(tx: Pick<Db, 'execute'>, schoolId: number, regulatorId: number) {
  const r = await tx.execute(
    sql`select 1 from regulator_schools where school_id = ${schoolId} and regulator_id = ${regulatorId} for update`,
  );
  if (r.rows.length === 0) throw new AppError('system-0303');
}
