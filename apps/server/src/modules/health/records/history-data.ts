import type { condition, historyItem } from '@kg/shared/modules/health/records/medical-history';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { guardedWrite, oneRow } from '../../../core/crud.ts';
import { AppError } from '../../../core/errors.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { medicalConditions, studentMedicalHistory, students } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';
import { personRecords, replaceChildRecords, type SavedColumn } from './person-record-kit.ts';
import { type ChildFilter, childWhere, type Runner, st, visibleChild } from './records-scope.ts';

export interface HistoryFilter extends ChildFilter {
  metadataId?: number;
  status?: number;
}

/** A child's conditions as JSON, ongoing first (`st` in scope). */
const h = alias(studentMedicalHistory, 'h');
const m = alias(medicalConditions, 'm');
export const HISTORIES_OF = sql`coalesce((select json_agg(json_build_object('metadataId', ${m.id}, 'name', ${m.name}, 'nameEn', ${m.nameEn},
    'since', ${h.since}, 'status', ${h.status}, 'note', ${h.note}, 'updatedAt', ${h.updatedAt}) order by ${h.status}, ${m.sort}, ${m.id})
  from ${studentMedicalHistory} h join ${medicalConditions} m on ${m.schoolId} = ${h.schoolId} and ${m.id} = ${h.conditionId}
  where ${h.schoolId} = ${st.schoolId} and ${h.studentId} = ${st.id}), '[]'::json)`;

export type HistoryOfChild = z.output<typeof historyItem>;

/** Medical history as a person record: a child matches with any condition (of the one and status asked for). */
export const HISTORY_RECORDS = personRecords<HistoryFilter, 'histories', HistoryOfChild>({
  table: studentMedicalHistory,
  items: 'histories',
  itemsOf: HISTORIES_OF,
  has: (f) => sql`exists (select 1 from ${studentMedicalHistory} h where ${h.schoolId} = ${st.schoolId} and ${h.studentId} = ${st.id}
    ${f.metadataId ? sql`and ${h.conditionId} = ${f.metadataId}` : sql``} ${f.status ? sql`and ${h.status} = ${f.status}` : sql``})`,
});

/** The catalogue with how many children in school of the scope have each condition. */
export async function conditionCounts(db: Runner, schoolId: number, range: number[] | null, clazzId?: number) {
  const fields = {
    id: m.id,
    name: m.name,
    nameEn: m.nameEn,
    healthView: m.healthView,
    count: sql<number>`(select count(*)::int from ${studentMedicalHistory} h
      join ${students} st on ${st.schoolId} = ${h.schoolId} and ${st.id} = ${h.studentId}
      where ${h.schoolId} = ${m.schoolId} and ${h.conditionId} = ${m.id} and ${childWhere(schoolId, range, { clazzId })})`,
  };
  const rows = await preparedRows<RowOf<typeof fields>>(
    db,
    sql`select ${selectList(fields)} from ${medicalConditions} m where ${m.schoolId} = ${schoolId} order by ${m.sort}, ${m.id}`,
  );
  return rows satisfies z.output<typeof condition>[];
}

const HISTORY_COLUMNS: SavedColumn[] = [
  [studentMedicalHistory.conditionId, 'conditionId', 'bigint'],
  [studentMedicalHistory.since, 'since', 'date'],
  [studentMedicalHistory.status, 'status', 'smallint'],
  [studentMedicalHistory.note, 'note', 'text'],
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
    const known = await tx
      .select({ id: medicalConditions.id, name: medicalConditions.name })
      .from(medicalConditions)
      .where(eq(medicalConditions.schoolId, schoolId));
    const byName = new Map(known.map((r) => [r.name, r.id]));
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
    return replaceChildRecords(tx, studentMedicalHistory, { schoolId, studentId, memberId }, HISTORY_COLUMNS, resolved);
  });
}

/** A new condition joins the catalogue; a concurrent save of the same name gets the same row. */
async function addCondition(tx: Pick<Db, 'insert'>, schoolId: number, name: string): Promise<number> {
  const t = medicalConditions;
  const [row] = await tx
    .insert(t)
    .values({ schoolId, name, sort: sql`(select coalesce(max(${t.sort}), 0) + 1 from ${t} where ${t.schoolId} = ${schoolId})` })
    .onConflictDoUpdate({ target: [t.schoolId, t.name], set: { name: sql`excluded.name` } })
    .returning({ id: t.id });
  return row.id;
}

/** The school's condition of this id. */
const conditionOf = (schoolId: number, id: number) => and(eq(medicalConditions.schoolId, schoolId), eq(medicalConditions.id, id));

export async function setHealthView(db: Db, schoolId: number, id: number, shown: boolean) {
  oneRow(
    await db.update(medicalConditions).set({ healthView: shown }).where(conditionOf(schoolId, id)).returning({ id: medicalConditions.id }),
  );
}

/** A renamed condition is the school's own: the default's English name would no longer say it. */
export async function renameCondition(db: Db, schoolId: number, id: number, name: string) {
  const rows = await guardedWrite(
    () => db.update(medicalConditions).set({ name, nameEn: null }).where(conditionOf(schoolId, id)).returning({ id: medicalConditions.id }),
    { unique: () => new AppError('health-0206', { field: 'name' }) },
  );
  oneRow(rows);
}

/** A condition children still have stays: deleting it would silently erase their records. */
export async function deleteCondition(db: Db, schoolId: number, id: number) {
  await db.transaction(async (tx) => {
    oneRow(await tx.select({ id: medicalConditions.id }).from(medicalConditions).where(conditionOf(schoolId, id)).for('update'));
    const x = studentMedicalHistory;
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(x)
      .where(and(eq(x.schoolId, schoolId), eq(x.conditionId, id)));
    if (held.n > 0) throw new AppError('health-0205', { data: { count: held.n } });
    await tx.delete(medicalConditions).where(conditionOf(schoolId, id));
  });
}
