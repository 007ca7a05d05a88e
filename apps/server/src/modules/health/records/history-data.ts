import type { condition, historyItem } from '@kg/shared/modules/health/records/medical-history';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { type ChildFilter, childWhere, type Runner, visibleChild } from './records-scope.ts';

export interface HistoryFilter extends ChildFilter {
  metadataId?: number;
  status?: number;
}

/** A child's conditions as JSON, ongoing first (`st` in scope). */
export const HISTORIES_OF = sql`coalesce((select json_agg(json_build_object('metadataId', m.id, 'name', m.name, 'nameEn', m.name_en, 'since', h.since,
    'status', h.status, 'note', h.note, 'updatedAt', h.updated_at) order by h.status, m.sort, m.id)
  from student_medical_history h join medical_conditions m on m.school_id = h.school_id and m.id = h.condition_id
  where h.school_id = st.school_id and h.student_id = st.id), '[]'::json)`;

export type HistoryOfChild = z.output<typeof historyItem>;

/** Medical history as a person record: a child matches with any condition (of the one and status asked for). */
export const HISTORY_RECORDS = personRecords<HistoryFilter, 'histories', HistoryOfChild>({
  table: 'student_medical_history',
  items: 'histories',
  itemsOf: HISTORIES_OF,
  has: (f) => sql`exists (select 1 from student_medical_history h
    where h.school_id = st.school_id and h.student_id = st.id
    ${f.metadataId ? sql`and h.condition_id = ${f.metadataId}` : sql``} ${f.status ? sql`and h.status = ${f.status}` : sql``})`,
});

/** The catalogue with how many children in school of the scope have each condition. */
export async function conditionCounts(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const r = await db.execute<z.output<typeof condition>>(sql`select m.id, m.name, m.name_en as "nameEn", m.health_view as "healthView",
      (select count(*)::int from student_medical_history h join students st on st.school_id = h.school_id and st.id = h.student_id
        where h.school_id = m.school_id and h.condition_id = m.id and ${childWhere(schoolId, range, { clazzId })}) as count
    from medical_conditions m where m.school_id = ${schoolId} order by m.sort, m.id`);
  return r.rows;
}

const HISTORY_COLUMNS: SavedColumn[] = [
  ['condition_id', 'conditionId', 'bigint'],
  ['since', 'since', 'date'],
  ['status', 'status', 'smallint'],
  ['note', 'note', 'text'],
];

export interface HistoryItem {
  metadataId?: number;
  name?: string;
  since?: string | null;
  status: number;
  note?: string | null;
}

/**
 * Replaces a child's medical history in one transaction. A condition given by name is the
 * catalogue's of that name, added when new; an unknown id or a condition listed twice refuses
 * the whole list and names the item.
 */
export async function saveHistory(
  db: Db,
  schoolId: number,
  range: number[] | null,
  memberId: number,
  studentId: number,
  items: HistoryItem[],
) {
  return db.transaction(async (tx) => {
    await visibleChild(tx, schoolId, range, studentId);
    const known = await tx.execute<{ id: number; name: string }>(
      sql`select id, name from medical_conditions where school_id = ${schoolId}`,
    );
    const byName = new Map(known.rows.map((r) => [r.name, Number(r.id)]));
    const ids = new Set(byName.values());
    const resolved: (HistoryItem & { conditionId: number })[] = [];
    const seen = new Set<number>();
    for (const [i, it] of items.entries()) {
      let id = it.metadataId;
      if (id === undefined) id = byName.get(it.name!) ?? (await addCondition(tx, schoolId, it.name!));
      else if (!ids.has(id)) throw new AppError('health-0203', { field: `histories.${i}.metadataId` });
      if (seen.has(id))
        throw new AppError('health-0204', { field: `histories.${i}.${it.metadataId === undefined ? 'name' : 'metadataId'}` });
      seen.add(id);
      resolved.push({ ...it, conditionId: id });
    }
    return replaceChildRecords(tx, 'student_medical_history', { schoolId, studentId, memberId }, HISTORY_COLUMNS, resolved);
  });
}

/** A new condition joins the catalogue; a concurrent save of the same name gets the same row. */
async function addCondition(tx: Runner, schoolId: number, name: string): Promise<number> {
  const r = await tx.execute<{ id: number }>(sql`insert into medical_conditions (school_id, name, sort)
    values (${schoolId}, ${name}, (select coalesce(max(sort), 0) + 1 from medical_conditions where school_id = ${schoolId}))
    on conflict (school_id, name) do update set name = excluded.name returning id`);
  return Number(r.rows[0].id);
}

export async function setHealthView(db: Db, schoolId: number, id: number, shown: boolean) {
  oneRow(
    (await db.execute(sql`update medical_conditions set health_view = ${shown} where school_id = ${schoolId} and id = ${id} returning id`))
      .rows,
  );
}

/** A renamed condition is the school's own: the default's English name would no longer say it. */
export async function renameCondition(db: Db, schoolId: number, id: number, name: string) {
  const r = await guardedWrite(
    () =>
      db.execute(
        sql`update medical_conditions set name = ${name}, name_en = null where school_id = ${schoolId} and id = ${id} returning id`,
      ),
    { unique: () => new AppError('health-0206', { field: 'name' }) },
  );
  oneRow(r.rows);
}

/** A condition children still have stays: deleting it would silently erase their records. */
export async function deleteCondition(db: Db, schoolId: number, id: number) {
  await db.transaction(async (tx) => {
    oneRow((await tx.execute(sql`select id from medical_conditions where school_id = ${schoolId} and id = ${id} for update`)).rows);
    const held = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from student_medical_history where school_id = ${schoolId} and condition_id = ${id}`,
    );
    if (held.rows[0].n > 0) throw new AppError('health-0205', { data: { count: held.rows[0].n } });
    await tx.execute(sql`delete from medical_conditions where school_id = ${schoolId} and id = ${id}`);
  });
}
