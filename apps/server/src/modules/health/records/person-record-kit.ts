import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pagedQuery } from '../../../core/list.ts';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { type studentAllergies, type studentMedicalHistory, students } from '../../../db/schema/index.ts';
import {
  batchedChildren,
  CHILD_COLUMNS,
  CHILD_FROM,
  type ChildFilter,
  type ChildOfList,
  childWhere,
  countChildren,
  LIST_ORDER,
  pagedChildren,
  type Runner,
  st,
  visibleChild,
} from './records-scope.ts';

/** The tables a child's records are kept in, one row per item. */
export type RecordTable = typeof studentAllergies | typeof studentMedicalHistory;

/**
 * One kind of a child's health records kept as a list per child (allergies, medical history): the
 * table of its rows, the answers' field holding a child's items, those items as JSON (over the
 * child `st`), and which children its own filters match.
 */
export interface RecordKind<F extends ChildFilter, K extends string> {
  table: RecordTable;
  items: K;
  itemsOf: SQL;
  /** An `exists (…)` over the child `st`: it has a record matching the kind's filters. */
  has: (f: F) => SQL;
}

type Paging = { pageNum: number; pageSize: number };
type Range = number[] | null;

/**
 * The reads every person record has, from its kind: the children in school of the caller's classes
 * with records (paged, a batch at a time for the workbook, counted), one child's list, and the
 * children without any. Each kind adds its own (counts, catalogue, the save's checks).
 */
export function personRecords<F extends ChildFilter, K extends string, Item>(kind: RecordKind<F, K>) {
  type WithItems = Record<K, Item[]>;
  const where = (schoolId: number, range: Range, f: F): SQL => sql`${childWhere(schoolId, range, f)} and ${kind.has(f)}`;
  return {
    list: (db: Db, schoolId: number, range: Range, q: F & Paging) =>
      pagedChildren<WithItems>(db, where(schoolId, range, q), kind.itemsOf, kind.items, q),
    /** Every matching child with its items, in list order, a batch at a time (the workbook). */
    all: (db: Runner, schoolId: number, range: Range, f: F) =>
      batchedChildren<WithItems>(db, where(schoolId, range, f), kind.itemsOf, kind.items),
    count: (db: Runner, schoolId: number, range: Range, f: F) => countChildren(db, where(schoolId, range, f)),
    async ofChild(db: Runner, schoolId: number, range: Range, studentId: number): Promise<ChildOfList & WithItems> {
      const child = await visibleChild(db, schoolId, range, studentId);
      const [items] = await preparedRows<WithItems>(
        db,
        sql`select ${kind.itemsOf} as ${sql.identifier(kind.items)} from ${students} st where ${st.schoolId} = ${schoolId} and ${st.id} = ${studentId}`,
      );
      return { ...child, ...items };
    },
    without(db: Db, schoolId: number, range: Range, q: ChildFilter & Paging) {
      const x = kind.table;
      const none = sql`${childWhere(schoolId, range, q)} and not exists (select 1 from ${x}
        where ${x.schoolId} = ${st.schoolId} and ${x.studentId} = ${st.id})`;
      return pagedQuery<ChildOfList>(db, {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        count: sql`select count(*)::int as n from ${students} st where ${none}`,
        select: sql`select ${CHILD_COLUMNS}, count(*) over () as total from ${CHILD_FROM} where ${none} order by ${LIST_ORDER}`,
      });
    },
  };
}

/** A column a save writes: the table's column, the item's field, its SQL type. */
export type SavedColumn = readonly [column: PgColumn, field: string, type: 'bigint' | 'smallint' | 'text' | 'date'];

/**
 * Replaces a child's records with `rows` inside the caller's transaction (what is not sent is
 * removed; none clears them), every row stamped with who saved it. Answers how many were saved.
 */
export async function replaceChildRecords(
  tx: Runner,
  table: RecordTable,
  at: { schoolId: number; studentId: number; memberId: number },
  columns: readonly SavedColumn[],
  rows: readonly object[],
): Promise<{ count: number }> {
  await tx.execute(sql`delete from ${table} where ${table.schoolId} = ${at.schoolId} and ${table.studentId} = ${at.studentId}`);
  if (rows.length) {
    // the list of columns each kind saves is its own: named through the schema, rendered bare for the insert
    const names = sql.join(
      [table.schoolId, table.studentId, ...columns.map(([c]) => c), table.updatedBy].map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const fields = sql.join(
      columns.map(([, f]) => sql`x.${sql.identifier(f)}`),
      sql`, `,
    );
    // the types are the constants above, never input
    const shape = sql.join(
      columns.map(([, f, type]) => sql`${sql.identifier(f)} ${sql.raw(type)}`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${names})
      select ${at.schoolId}, ${at.studentId}, ${fields}, ${at.memberId}
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(${shape})`);
  }
  return { count: rows.length };
}
