import type { ProcessBody } from '@kg/shared/modules/workflow/workflow-schemas';
import { sql } from 'drizzle-orm';
import { guardedWrite } from '../../core/crud.ts';
import { AppError } from '../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { anyId } from '../../core/scope.ts';
import type { Db } from '../../db/pool.ts';
import type { TxRunner } from './process-kinds.ts';

/** Process definitions: the process row carries name and switches; its versions carry form, chain and copies. */
const nameTaken = () => new AppError('workflow-0002', { field: 'name' });
const missing = () => new AppError('common-0405');
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rowColumns = sql`p.id, p.kind, p.name, p.icon, p.color, p.enabled, v.version, jsonb_array_length(v.chain)::int as "stepCount",
  (select count(*)::int from workflow_requests r where r.school_id = p.school_id and r.process_id = p.id) as "requestCount",
  p.updated_at as "updatedAt"`;

export function listProcesses(
  db: Db,
  schoolId: number,
  q: { pageNum: number; pageSize: number; name?: string; kind?: string; enabled?: boolean },
) {
  const where = sql`p.school_id = ${schoolId}
    ${q.name ? sql`and p.name ilike ${containsPattern(q.name)}` : sql``}
    ${q.kind ? sql`and p.kind = ${q.kind}` : sql``}
    ${q.enabled === undefined ? sql`` : sql`and p.enabled = ${q.enabled}`}`;
  return pagedQuery<never>(db, {
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    count: sql`select count(*)::int as n from workflow_processes p where ${where}`,
    select: sql`select ${rowColumns}, count(*) over () as total
      from workflow_processes p join workflow_versions v on v.school_id = p.school_id and v.id = p.current_version_id
      where ${where} order by p.id`,
  });
}

export async function getProcess(db: Db, schoolId: number, id: number) {
  const r = await db.execute(sql`select ${rowColumns}, p.description, v.id as "versionId", v.form, v.chain, v.cc
    from workflow_processes p join workflow_versions v on v.school_id = p.school_id and v.id = p.current_version_id
    where p.school_id = ${schoolId} and p.id = ${id}`);
  if (!r.rows.length) throw missing();
  const row = r.rows[0] as { chain: ProcessBody['chain']; cc: ProcessBody['cc'] };
  return { ...row, people: await namedPeople(db, schoolId, row.chain, row.cc) } as never;
}

/** Names of the members and roles a chain and its copies name (a departed member keeps their name). */
async function namedPeople(db: Db, schoolId: number, chain: ProcessBody['chain'], cc: ProcessBody['cc']) {
  const staff = new Set(cc.staffIds);
  const roles = new Set(cc.roleIds);
  for (const s of chain) for (const id of s.approverIds ?? []) (s.approverKind === 'staff' ? staff : roles).add(id);
  const names = async (table: 'members' | 'roles', column: string, ids: Set<number>) =>
    ids.size
      ? (
          await db.execute<{ id: number; name: string }>(
            sql`select id, ${sql.raw(column)} as name from ${sql.raw(table)} where institution_id = ${schoolId} and id = ${anyId([...ids])} order by id`,
          )
        ).rows
      : [];
  return { staff: await names('members', 'real_name', staff), roles: await names('roles', 'name', roles) };
}

/** Named staff and roles must be the school's: a step naming nobody real would wait forever. */
async function checkPeople(tx: Pick<Db, 'execute'>, schoolId: number, p: ProcessBody): Promise<void> {
  const check = async (ids: number[], table: 'members' | 'roles', field: string) => {
    if (!ids.length) return;
    const extra = table === 'members' ? sql`and status = 1` : sql``;
    const r = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(table)} where institution_id = ${schoolId} and id = ${anyId(ids)} ${extra}`,
    );
    if (r.rows[0].n !== ids.length) throw new AppError('workflow-0005', { field });
  };
  for (const [i, s] of p.chain.entries()) {
    if (s.approverKind === 'staff') await check(s.approverIds, 'members', `chain.${i}.approverIds`);
    if (s.approverKind === 'role') await check(s.approverIds, 'roles', `chain.${i}.approverIds`);
  }
  await check(p.cc.staffIds, 'members', 'cc.staffIds');
  await check(p.cc.roleIds, 'roles', 'cc.roleIds');
}

/** Approver ids mean nothing for the kinds resolved at submit: they are dropped, not kept silently. */
const chainOf = (p: ProcessBody) =>
  p.chain.map((s) => ({ ...s, approverIds: s.approverKind === 'staff' || s.approverKind === 'role' ? s.approverIds : [] }));

async function insertVersion(tx: Tx, schoolId: number, processId: number, version: number, p: ProcessBody): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`insert into workflow_versions (school_id, process_id, version, form, chain, cc)
    values (${schoolId}, ${processId}, ${version}, ${JSON.stringify(p.form)}::jsonb, ${JSON.stringify(chainOf(p))}::jsonb, ${JSON.stringify(p.cc)}::jsonb)
    returning id`);
  return r.rows[0].id;
}

export async function addProcess(db: TxRunner, schoolId: number, p: ProcessBody): Promise<number> {
  return db.transaction(async (tx) => {
    await checkPeople(tx, schoolId, p);
    const r = await guardedWrite(
      () =>
        tx.execute<{ id: number }>(sql`insert into workflow_processes (school_id, kind, name, icon, color, description)
          values (${schoolId}, ${p.kind}, ${p.name}, ${p.icon}, ${p.color}, ${p.description}) returning id`),
      { unique: nameTaken },
    );
    const id = r.rows[0].id;
    const versionId = await insertVersion(tx, schoolId, id, 1, p);
    await tx.execute(sql`update workflow_processes set current_version_id = ${versionId} where school_id = ${schoolId} and id = ${id}`);
    return id;
  });
}

/**
 * Saving a process whose current version has requests makes a new version, so a running
 * request keeps the form and chain it started with; a version nobody used is changed in place.
 */
export async function updateProcess(db: TxRunner, schoolId: number, id: number, p: ProcessBody): Promise<number> {
  return db.transaction(async (tx) => {
    const cur = await tx.execute<{ versionId: number; version: number; used: boolean }>(sql`select v.id as "versionId", v.version,
        exists (select 1 from workflow_requests r where r.school_id = v.school_id and r.version_id = v.id) as used
      from workflow_processes p join workflow_versions v on v.school_id = p.school_id and v.id = p.current_version_id
      where p.school_id = ${schoolId} and p.id = ${id} for update of p`);
    if (!cur.rows.length) throw missing();
    const { versionId, version, used } = cur.rows[0];
    await checkPeople(tx, schoolId, p);
    let current = versionId;
    if (used) current = await insertVersion(tx, schoolId, id, version + 1, p);
    else
      await tx.execute(sql`update workflow_versions set form = ${JSON.stringify(p.form)}::jsonb, chain = ${JSON.stringify(chainOf(p))}::jsonb,
        cc = ${JSON.stringify(p.cc)}::jsonb where school_id = ${schoolId} and id = ${versionId}`);
    await guardedWrite(
      () =>
        tx.execute(sql`update workflow_processes set kind = ${p.kind}, name = ${p.name}, icon = ${p.icon}, color = ${p.color},
          description = ${p.description}, current_version_id = ${current}, updated_at = now()
          where school_id = ${schoolId} and id = ${id}`),
      { unique: nameTaken },
    );
    return id;
  });
}

export async function setEnabled(db: Db, schoolId: number, id: number, enabled: boolean): Promise<void> {
  const r = await db.execute(sql`update workflow_processes set enabled = ${enabled}, updated_at = now()
    where school_id = ${schoolId} and id = ${id} returning id`);
  if (!r.rows.length) throw missing();
}

/** Only a process nobody has used goes: requests keep their history, so a used one is disabled instead. */
export async function deleteProcess(db: Db, schoolId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.execute(sql`select id from workflow_processes where school_id = ${schoolId} and id = ${id} for update`);
    if (!r.rows.length) throw missing();
    const used = await tx.execute(sql`select 1 from workflow_requests where school_id = ${schoolId} and process_id = ${id} limit 1`);
    if (used.rows.length) throw new AppError('workflow-0003');
    await tx.execute(sql`update workflow_processes set current_version_id = null where school_id = ${schoolId} and id = ${id}`);
    await tx.execute(sql`delete from workflow_processes where school_id = ${schoolId} and id = ${id}`);
  });
}

export async function roleOptions(db: Db, schoolId: number) {
  const r = await db.execute<{ id: number; name: string }>(sql`select id, name from roles where institution_id = ${schoolId} order by id`);
  return r.rows;
}

export async function startableProcesses(db: Db, schoolId: number) {
  const r = await db.execute(sql`select p.id, p.kind, p.name, p.icon, p.color, p.description, v.id as "versionId", v.form
    from workflow_processes p join workflow_versions v on v.school_id = p.school_id and v.id = p.current_version_id
    where p.school_id = ${schoolId} and p.enabled order by p.id`);
  return r.rows as never[];
}
