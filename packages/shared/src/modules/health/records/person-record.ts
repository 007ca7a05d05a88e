import { z } from 'zod';
import type { Access } from '../../../contract/access.ts';
import { idField, pagingShape } from '../../../contract/fields.ts';
import { pageOf } from '../../../contract/outputs.ts';
import { childBase, childFilterShape, childRow, pagedChildFilter, RECORD_LIMITS, studentQuery } from './records-shapes.ts';

/**
 * One kind of a child's health records kept as a list per child (allergies, medical history): its
 * items' shapes, its own list filters, who reads and writes it, and the words its calls' summaries use.
 */
export interface PersonRecordKind<K extends string, F extends z.ZodRawShape, I extends z.ZodType, N extends z.ZodType> {
  /** The field holding a child's items, in answers and in the save. */
  items: K;
  item: I;
  itemInput: N;
  /** The kind's own list filters, beside class and name. */
  filters: F;
  read: Access;
  write: Access;
  /** The workbook: not for class teachers, who only read. */
  exportAccess: Access;
  paths: { list: string; child: string; save: string; export: string; without: string };
  words: { records: string; withRecords: string; item: string; items: string; anyRecord: string };
  /** The save's summary: what an item carries is the kind's own. */
  saveSummary: string;
}

/**
 * The five calls every person record has, built once: the children with records (paged, filtered),
 * one child's list, replacing a child's list, the workbook of the filtered children, and the
 * children without any. Each kind spreads them into its own `endpoints(...)` under the seed's names.
 */
export function personRecordCalls<K extends string, F extends z.ZodRawShape, I extends z.ZodType, N extends z.ZodType>(
  kind: PersonRecordKind<K, F, I, N>,
) {
  const { words: w, paths } = kind;
  const listQuery = z.object({ ...pagingShape, ...childFilterShape, ...kind.filters });
  const exportQuery = listQuery.omit({ pageNum: true, pageSize: true });
  const child = z.object({ ...childBase, ...({ [kind.items]: z.array(kind.item) } as Record<K, z.ZodArray<I>>) });
  const saveInput = z.object({
    studentId: idField,
    ...({ [kind.items]: z.array(kind.itemInput).max(RECORD_LIMITS.items) } as Record<K, z.ZodArray<N>>),
  });
  const filterNames = ['clazzId', ...Object.keys(kind.filters), 'name'].join(', ');
  const calls = {
    list: {
      path: paths.list,
      access: kind.read,
      scope: 'class',
      input: listQuery,
      output: pageOf(child),
      summary: `Children in school with ${w.withRecords}, paged, with their ${w.items}: filters ${filterNames}`,
    },
    child: {
      path: paths.child,
      access: kind.read,
      scope: 'class',
      input: studentQuery,
      output: child,
      summary: `One child's ${w.records} {studentId}`,
    },
    save: {
      path: paths.save,
      access: kind.write,
      scope: 'class',
      transfer: 'json',
      input: saveInput,
      output: z.object({ count: z.number().int() }),
      summary: kind.saveSummary,
    },
    export: {
      path: paths.export,
      access: kind.exportAccess,
      scope: 'class',
      transfer: 'download',
      input: exportQuery,
      output: z.unknown(),
      summary: `The children with ${w.withRecords} matching the getList filters as .xlsx (one row per ${w.item}); large exports run as a job`,
    },
    without: {
      path: paths.without,
      access: kind.read,
      scope: 'class',
      input: pagedChildFilter,
      output: pageOf(childRow),
      summary: `Children in school without any ${w.anyRecord} on record, paged: clazzId, name`,
    },
  } as const;
  return { listQuery, exportQuery, child, saveInput, calls };
}
