import type { processDetail } from '@kg/shared/modules/workflow/definitions';
import type { ProcessBody } from '@kg/shared/modules/workflow/workflow-schemas';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { guardedWrite } from '../../core/crud.ts';
import { AppError } from '../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { members, roles, workflowProcesses, workflowRequests, workflowVersions } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import type { TxRunner } from './process-kinds.ts';

/** Process definitions: the process row carries name and switches; its versions carry form, chain and copies. */
const nameTaken = () => new AppError('workflow-0002', { field: 'name' });
const missing = () => new AppError('common-0405');
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Detail = z.input<typeof processDetail>;

const p = alias(workflowProcesses, 'p');
const v = alias(workflowVersions, 'v');
const r = alias(workflowRequests, 'r');
/** A process with its current version. */
const FROM = sql`from ${workflowProcesses} p join ${workflowVersions} v on ${v.schoolId} = ${p.schoolId} and ${v.id} = ${p.currentVersionId}`;
const ROW = {
  id: p.id,
  kind: p.kind,
  name: p.name,
  icon: p.icon,
  color: p.color,
  enabled: p.enabled,
  version: v.version,
  stepCount: sql<number>`jsonb_array_length(${v.chain})::int`,
  requestCount: sql<number>`(select count(*)::int from ${workflowRequests} r where ${r.schoolId} = ${p.schoolId} and ${r.processId} = ${p.id})`,
  updatedAt: p.updatedAt,
};
const ROW_LIST = selectList(ROW);
// the versions' jsonb columns hold what the designer saved (ProcessBody), read as the answer declares it
const FORM = sql<Detail['form']>`${v.form}`;
const DETAIL = {
  ...ROW,
  description: p.description,
  versionId: v.id,
  form: FORM,
  chain: sql<Detail['chain']>`${v.chain}`,
  cc: sql<Detail['cc']>`${v.cc}`,
};
const DETAIL_LIST = selectList(DETAIL);
const STARTABLE = {
  id: p.id,
  kind: p.kind,
  name: p.name,
  icon: p.icon,
  color: p.color,
  description: p.description,
  versionId: v.id,
  form: FORM,
};
const STARTABLE_LIST = selectList(STARTABLE);

export function listProcesses(
  db: Db,
  schoolId: number,
  q: { pageNum: number; pageSize: number; name?: string; kind?: string; enabled?: boolean },
) {
  const where = sql`${p.schoolId} = ${schoolId}
    ${q.name ? sql`and ${p.name} ilike ${containsPattern(q.name)}` : sql``}
    ${q.kind ? sql`and ${p.kind} = ${q.kind}` : sql``}
    ${q.enabled === undefined ? sql`` : sql`and ${p.enabled} = ${q.enabled}`}`;
  return pagedQuery<RowOf<typeof ROW>>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from ${workflowProcesses} p where ${where}`,
    select: sql`select ${ROW_LIST}, count(*) over () as total ${FROM} where ${where} order by ${p.id}`,
  });
}

export async function getProcess(db: Db, schoolId: number, id: number) {
  const [row] = await preparedRows<RowOf<typeof DETAIL>>(
    db,
    sql`select ${DETAIL_LIST} ${FROM} where ${p.schoolId} = ${schoolId} and ${p.id} = ${id}`,
  );
  if (!row) throw missing();
  return { ...row, people: await namedPeople(db, schoolId, row.chain, row.cc) };
}

/** Names of the members and roles a chain and its copies name (a departed member keeps their name). */
async function namedPeople(db: Db, schoolId: number, chain: Detail['chain'], cc: Detail['cc']) {
  const staff = new Set(cc.staffIds);
  const roleIds = new Set(cc.roleIds);
  for (const s of chain) for (const id of s.approverIds ?? []) (s.approverKind === 'staff' ? staff : roleIds).add(id);
  const m = members;
  return {
    staff: staff.size
      ? await db
          .select({ id: m.id, name: m.realName })
          .from(m)
          .where(and(eq(m.institutionId, schoolId), inArray(m.id, [...staff])))
          .orderBy(asc(m.id))
      : [],
    roles: roleIds.size
      ? await db
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(and(eq(roles.institutionId, schoolId), inArray(roles.id, [...roleIds])))
          .orderBy(asc(roles.id))
      : [],
  };
}

/** Named staff and roles must be the school's: a step naming nobody real would wait forever. */
async function checkPeople(tx: Pick<Db, 'select'>, schoolId: number, body: ProcessBody): Promise<void> {
  const found = (table: 'members' | 'roles', ids: number[]) =>
    table === 'members'
      ? tx
          .select({ n: count() })
          .from(members)
          .where(and(eq(members.institutionId, schoolId), inArray(members.id, ids), eq(members.status, 1)))
      : tx
          .select({ n: count() })
          .from(roles)
          .where(and(eq(roles.institutionId, schoolId), inArray(roles.id, ids)));
  const check = async (ids: number[], table: 'members' | 'roles', field: string) => {
    if (!ids.length) return;
    const [{ n }] = await found(table, ids);
    if (n !== ids.length) throw new AppError('workflow-0005', { field });
  };
  for (const [i, s] of body.chain.entries()) {
    if (s.approverKind === 'staff') await check(s.approverIds, 'members', `chain.${i}.approverIds`);
    if (s.approverKind === 'role') await check(s.approverIds, 'roles', `chain.${i}.approverIds`);
  }
  await check(body.cc.staffIds, 'members', 'cc.staffIds');
  await check(body.cc.roleIds, 'roles', 'cc.roleIds');
}

/** Approver ids mean nothing for the kinds resolved at submit: they are dropped, not kept silently. */
const chainOf = (body: ProcessBody) =>
  body.chain.map((s) => ({ ...s, approverIds: s.approverKind === 'staff' || s.approverKind === 'role' ? s.approverIds : [] }));

async function insertVersion(tx: Tx, schoolId: number, processId: number, version: number, body: ProcessBody): Promise<number> {
  const [row] = await tx
    .insert(workflowVersions)
    .values({ schoolId, processId, version, form: body.form, chain: chainOf(body), cc: body.cc })
    .returning({ id: workflowVersions.id });
  return row.id;
}

const processOf = (body: ProcessBody) => ({
  kind: body.kind,
  name: body.name,
  icon: body.icon,
  color: body.color,
  description: body.description,
});
const own = (schoolId: number, id: number) => and(eq(workflowProcesses.schoolId, schoolId), eq(workflowProcesses.id, id));

export async function addProcess(db: TxRunner, schoolId: number, body: ProcessBody): Promise<number> {
  return db.transaction(async (tx) => {
    await checkPeople(tx, schoolId, body);
    const [{ id }] = await guardedWrite(
      () =>
        tx
          .insert(workflowProcesses)
          .values({ schoolId, ...processOf(body) })
          .returning({ id: workflowProcesses.id }),
      { unique: nameTaken },
    );
    const versionId = await insertVersion(tx, schoolId, id, 1, body);
    await tx.update(workflowProcesses).set({ currentVersionId: versionId }).where(own(schoolId, id));
    return id;
  });
}

const CURRENT = {
  versionId: v.id,
  version: v.version,
  used: sql<boolean>`exists (select 1 from ${workflowRequests} r where ${r.schoolId} = ${v.schoolId} and ${r.versionId} = ${v.id})`,
};
const CURRENT_LIST = selectList(CURRENT);

/**
 * Saving a process whose current version has requests makes a new version, so a running
 * request keeps the form and chain it started with; a version nobody used is changed in place.
 */
export async function updateProcess(db: TxRunner, schoolId: number, id: number, body: ProcessBody): Promise<number> {
  return db.transaction(async (tx) => {
    const [cur] = await preparedRows<RowOf<typeof CURRENT>>(
      tx,
      sql`select ${CURRENT_LIST} ${FROM} where ${p.schoolId} = ${schoolId} and ${p.id} = ${id} for update of p`,
    );
    if (!cur) throw missing();
    const { versionId, version, used } = cur;
    await checkPeople(tx, schoolId, body);
    let current = versionId;
    if (used) current = await insertVersion(tx, schoolId, id, version + 1, body);
    else
      await tx
        .update(workflowVersions)
        .set({ form: body.form, chain: chainOf(body), cc: body.cc })
        .where(and(eq(workflowVersions.schoolId, schoolId), eq(workflowVersions.id, versionId)));
    await guardedWrite(
      () =>
        tx
          .update(workflowProcesses)
          .set({ ...processOf(body), currentVersionId: current, updatedAt: sql`now()` })
          .where(own(schoolId, id)),
      { unique: nameTaken },
    );
    return id;
  });
}

export async function setEnabled(db: Db, schoolId: number, id: number, enabled: boolean): Promise<void> {
  const done = await db
    .update(workflowProcesses)
    .set({ enabled, updatedAt: sql`now()` })
    .where(own(schoolId, id))
    .returning({ id: workflowProcesses.id });
  if (!done.length) throw missing();
}

/** Only a process nobody has used goes: requests keep their history, so a used one is disabled instead. */
export async function deleteProcess(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: workflowProcesses.id }).from(workflowProcesses).where(own(schoolId, id)).for('update');
    if (!found.length) throw missing();
    const used = await tx
      .select({ id: workflowRequests.id })
      .from(workflowRequests)
      .where(and(eq(workflowRequests.schoolId, schoolId), eq(workflowRequests.processId, id)))
      .limit(1);
    if (used.length) throw new AppError('workflow-0003');
    await tx.update(workflowProcesses).set({ currentVersionId: null }).where(own(schoolId, id));
    await tx.delete(workflowProcesses).where(own(schoolId, id));
  });
}

export function roleOptions(db: Db, schoolId: number) {
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.institutionId, schoolId)).orderBy(asc(roles.id));
}

export function startableProcesses(db: Db, schoolId: number) {
  return preparedRows<RowOf<typeof STARTABLE>>(
    db,
    sql`select ${STARTABLE_LIST} ${FROM} where ${p.schoolId} = ${schoolId} and ${p.enabled} order by ${p.id}`,
  );
}
