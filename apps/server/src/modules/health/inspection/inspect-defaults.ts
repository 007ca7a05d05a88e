import type { Finding, ItemKind } from '@kg/shared/modules/health/inspection/inspect-schemas';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../../core/prepared.ts';
import type { Db } from '../../../db/pool.ts';
import { inspectItems } from '../../../db/schema/index.ts';
import { type RowOf, selectList } from '../../../db/select-list.ts';

type Runner = Pick<Db, 'execute'>;

/**
 * The check items every school starts with: what a kindergarten's morning check looks at
 * (一摸二看三问四查), each finding mapped to the symptom group the outbreak scan counts.
 */
export const DEFAULT_ITEMS: { name: string; kind: ItemKind; findings: Finding[] }[] = [
  { name: '体温', kind: 'temperature', findings: [] },
  {
    name: '精神',
    kind: 'choice',
    findings: [
      { name: '精神萎靡', group: 'other' },
      { name: '哭闹不安', group: 'other' },
    ],
  },
  {
    name: '手部',
    kind: 'choice',
    findings: [
      { name: '手部疱疹', group: 'rash' },
      { name: '指甲过长', group: 'other' },
    ],
  },
  {
    name: '口腔咽喉',
    kind: 'choice',
    findings: [
      { name: '口腔疱疹', group: 'rash' },
      { name: '咽喉红肿', group: 'cough' },
    ],
  },
  {
    name: '眼睛',
    kind: 'choice',
    findings: [
      { name: '眼睛红肿', group: 'other' },
      { name: '分泌物多', group: 'other' },
    ],
  },
  {
    name: '皮肤',
    kind: 'choice',
    findings: [
      { name: '皮疹', group: 'rash' },
      { name: '外伤', group: 'other' },
    ],
  },
  {
    name: '鼻部',
    kind: 'choice',
    findings: [
      { name: '咳嗽', group: 'cough' },
      { name: '流涕', group: 'cough' },
    ],
  },
  {
    name: '肠胃',
    kind: 'choice',
    findings: [
      { name: '呕吐', group: 'gastro' },
      { name: '腹泻', group: 'gastro' },
    ],
  },
];

/** The three windows a school starts with; noon looks at fewer items (the children are at school since morning). */
export const DEFAULT_SLOTS = [
  { slot: 1, starts: '07:00', ends: '09:30', items: DEFAULT_ITEMS.length },
  { slot: 2, starts: '11:30', ends: '13:00', items: 3 },
  { slot: 3, starts: '14:30', ends: '17:30', items: 3 },
];

const ADDED = { id: inspectItems.id, sort: inspectItems.sort };

/**
 * Gives a school the default items and slots unless it has items already (a school created by
 * its group, and each demo school). Two statements whatever the number of items.
 */
export async function createInspectionDefaults(tx: Runner, schoolId: number): Promise<void> {
  const items = DEFAULT_ITEMS.map((it, i) => ({ ...it, sort: i + 1 }));
  const added = await preparedRows<RowOf<typeof ADDED>>(
    tx,
    sql`insert into inspect_items (school_id, name, kind, findings, sort)
    select ${schoolId}, x.name, x.kind, x.findings, x.sort
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(name text, kind text, findings jsonb, sort int)
    where not exists (select 1 from inspect_items i where i.school_id = ${schoolId})
    returning ${selectList(ADDED)}`,
  );
  if (added.length === 0) return;
  const ids = added.sort((a, b) => a.sort - b.sort).map((x) => x.id);
  const slots = DEFAULT_SLOTS.map((s) => ({ slot: s.slot, starts: s.starts, ends: s.ends, itemIds: ids.slice(0, s.items) }));
  await tx.execute(sql`insert into inspect_slots (school_id, slot, starts, ends, item_ids)
    select ${schoolId}, x.slot, x.starts::time, x.ends::time, array(select jsonb_array_elements_text(x.ids)::bigint)
    from jsonb_to_recordset(${JSON.stringify(slots.map((s) => ({ ...s, ids: s.itemIds })))}::jsonb) as x(slot int, starts text, ends text, ids jsonb)
    on conflict do nothing`);
}
