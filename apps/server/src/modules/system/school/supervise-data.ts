import { SupervisionStatus, type supervisionRequestRow } from '@kg/shared/modules/system/supervise';
import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { institutions, members, regulatorSchools, supervisionRequests } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { endSessionsWithoutReason } from '../../../platform/sessions/index.ts';

type RequestRow = z.infer<typeof supervisionRequestRow>;

const sr = alias(supervisionRequests, 'sr');
const i = alias(institutions, 'i');
const m = alias(members, 'm');
const REQUEST = {
  id: sr.id,
  regulatorId: sr.regulatorId,
  regulatorName: i.name,
  status: sr.status,
  message: sr.message,
  allowEntry: sr.allowEntry,
  allowReports: sr.allowReports,
  createdAt: sr.createdAt,
  decidedAt: sr.decidedAt,
  // left-joined: nobody decided a pending request
  decidedBy: sql<string | null>`${m.realName}`,
};
const REQUEST_LIST = selectList(REQUEST);
// the schema's row must stay the declared one: a renamed or retyped column fails here
const asDeclared = (row: RowOf<typeof REQUEST>): RequestRow => row;

type Scope = {
  allowEntry: boolean;
  allowReports: boolean;
};

/**
 * Who supervises the school: regulator_schools is the link every regulator read goes by; the
 * latest accepted request beside it says since when and what the authority may see.
 */
export async function supervisionState(db: Db, schoolId: number) {
  const rs = regulatorSchools;
  const sr = supervisionRequests;
  const latest = db
    .select({ decidedAt: sr.decidedAt, allowEntry: sr.allowEntry, allowReports: sr.allowReports })
    .from(sr)
    .where(and(eq(sr.schoolId, rs.schoolId), eq(sr.regulatorId, rs.regulatorId), eq(sr.status, SupervisionStatus.accepted)))
    .orderBy(desc(sr.decidedAt))
    .limit(1)
    .as('q');
  const rows = await db
    .select({
      regulatorId: rs.regulatorId,
      regulatorName: institutions.name,
      since: latest.decidedAt,
      allowEntry: sql<boolean>`coalesce(${latest.allowEntry}, true)`,
      allowReports: sql<boolean>`coalesce(${latest.allowReports}, true)`,
    })
    .from(rs)
    .innerJoin(institutions, eq(institutions.id, rs.regulatorId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(rs.schoolId, schoolId), not(institutions.disabled)))
    .orderBy(asc(institutions.name));
  return { regulated: rows.length > 0, authorities: rows };
}

export async function listRequests(db: Db, schoolId: number, q: { status?: number; pageNum: number; pageSize: number }) {
  const where = sql`${sr.schoolId} = ${schoolId} ${q.status ? sql`and ${sr.status} = ${q.status}` : sql``}`;
  const page = await pagedQuery<RowOf<typeof REQUEST>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${supervisionRequests} sr where ${where}`,
    select: (cut) => sql`select ${REQUEST_LIST}, count(*) over () as total
      from ${supervisionRequests} sr join ${institutions} i on ${i.id} = ${sr.regulatorId}
      left join ${members} m on ${m.institutionId} = ${sr.schoolId} and ${m.id} = ${sr.decidedBy}
      where ${where} order by ${sr.status} = ${SupervisionStatus.pending} desc, ${sr.createdAt} desc, ${sr.id} desc ${cut}`,
  });
  return { ...page, list: page.list.map(asDeclared) };
}

/** Accepting links the authority (it lists and may enter the school from now); declining only answers. */
export async function decideRequest(db: Db, schoolId: number, memberId: number, d: { id: number; accept: boolean } & Scope) {
  await db.transaction(async (tx) => {
    const t = supervisionRequests;
    const [req] = await tx
      .select({ status: t.status, regulatorId: t.regulatorId })
      .from(t)
      .where(and(eq(t.schoolId, schoolId), eq(t.id, d.id)))
      .for('update');
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
