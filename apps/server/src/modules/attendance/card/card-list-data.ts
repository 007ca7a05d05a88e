import type { CardRow, cardStudentQuery, cardTeacherQuery } from '@kg/shared/modules/attendance/card';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { containsPattern, pagedQuery } from '../../../core/list.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceCards, classes, guardians, members, students } from '../../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../../db/select-list.ts';

const s = alias(students, 's');
const c = alias(classes, 'c');
const m = alias(members, 'm');
const g = alias(guardians, 'g');
const k = alias(attendanceCards, 'k');

/** A holder's cards as JSON, in use first, then lost, then destroyed, newest first within each. */
const cardsOf = (holder: SQL) => sql<CardRow[]>`coalesce((select json_agg(json_build_object('id', ${k.id}, 'cardNo', ${k.cardNo},
    'status', ${k.status}, 'createdAt', ${k.createdAt}, 'updatedAt', ${k.updatedAt})
    order by array_position(array['active', 'lost', 'destroyed'], ${k.status}), ${k.createdAt} desc, ${k.id} desc)
  from ${attendanceCards} k where ${holder}), '[]')`;

/**
 * The list filters on a holder's cards: a number like the one typed, a card in a status (each one
 * pass over the school's cards, not a lookup per holder), none in use.
 */
function cardFilters(schoolId: number, q: { cardNo?: string; status?: string }, key: Column, holderColumn: Column, holder: SQL): SQL[] {
  const parts: SQL[] = [];
  // an array subquery runs once before the holders are read: a prepared statement's generic plan
  // turned an IN (…) into a scan of the school's cards for every holder (56 ms for 150 children)
  const held = (cond: SQL) =>
    sql`${key} = any(array(select ${holderColumn} from ${attendanceCards} k where ${k.schoolId} = ${schoolId} and ${cond}))`;
  if (q.cardNo) parts.push(held(sql`${k.cardNo} ilike ${containsPattern(q.cardNo)}`));
  if (q.status === 'none') parts.push(sql`not exists (select 1 from ${attendanceCards} k where ${holder} and ${k.status} = 'active')`);
  else if (q.status) parts.push(held(sql`${k.status} = ${q.status}`));
  return parts;
}

const CHILD = { studentId: s.id, name: s.name, classId: s.classId, className: joined(c.name) };
/** A column of the page's rows (the CTE pg, cut before the cards are gathered). */
const paged = (column: string) => sql`pg.${sql.identifier(column)}`;
type GuardianCards = { guardianId: number; name: string; relation: string; cards: CardRow[] };
/** The cards of the page's children: their own, and their guardians' with each guardian. */
const childDetails = (schoolId: number) => ({
  cards: cardsOf(sql`${k.schoolId} = ${schoolId} and ${k.studentId} = ${paged('studentId')} and ${k.holderKind} = 'child'`),
  guardians: sql<GuardianCards[]>`coalesce((select json_agg(json_build_object('guardianId', ${g.id}, 'name', ${g.name},
      'relation', ${g.relation}, 'cards', ${cardsOf(sql`${k.schoolId} = ${g.schoolId} and ${k.guardianId} = ${g.id}`)})
      order by ${g.isDirectGuardian} desc, ${g.id})
    from ${guardians} g where ${g.schoolId} = ${schoolId} and ${g.studentId} = ${paged('studentId')}), '[]')`,
});
type ChildRow = RowOf<typeof CHILD> & RowOf<ReturnType<typeof childDetails>>;

/**
 * Children in school with their own cards and their guardians' cards (one query; the cards only
 * for the page's rows). A number or status filter matches the child's cards or a guardian's.
 */
export function childCards(db: Db, schoolId: number, q: z.output<typeof cardStudentQuery>) {
  // the child's cards and the cards issued to the child's guardians
  const anyHolder = sql`${k.schoolId} = ${s.schoolId} and ${k.studentId} = ${s.id}`;
  const where = sql.join(
    [
      sql`${s.schoolId} = ${schoolId} and ${s.status} = 1`,
      ...(q.classId ? [sql`${s.classId} = ${q.classId}`] : []),
      ...(q.name ? [sql`${s.name} ilike ${containsPattern(q.name)}`] : []),
      ...cardFilters(schoolId, q, s.id, k.studentId, sql`${anyHolder} and ${k.holderKind} = 'child'`),
    ],
    sql` and `,
  );
  const from = sql`from ${students} s left join ${classes} c on ${c.schoolId} = ${s.schoolId} and ${c.id} = ${s.classId}`;
  const order = sql`order by ${c.sort} nulls last, ${c.id}, ${s.name}, ${s.id}`;
  // the page is cut first, so only its rows gather their cards
  return pagedQuery<ChildRow & { rn: number }, ChildRow>(
    db,
    {
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      count: sql`select count(*)::int as n ${from} where ${where}`,
      select: (cut) => sql`with pg as (select ${selectList(CHILD)}, count(*) over () as total, row_number() over (${order}) as rn
          ${from} where ${where} ${order} ${cut})
        select pg.*, ${selectList(childDetails(schoolId))} from pg order by pg.rn`,
    },
    ({ rn: _rn, ...row }) => row,
  );
}

const STAFF = { staffId: m.id, name: m.realName };
const staffDetails = (schoolId: number) => ({ cards: cardsOf(sql`${k.schoolId} = ${schoolId} and ${k.staffId} = ${paged('staffId')}`) });
type StaffRow = RowOf<typeof STAFF> & RowOf<ReturnType<typeof staffDetails>>;

/** Staff in post (garden's active members) with their cards, paged by name. */
export function staffCards(db: Db, schoolId: number, q: z.output<typeof cardTeacherQuery>) {
  const holder = sql`${k.schoolId} = ${m.institutionId} and ${k.staffId} = ${m.id}`;
  const where = sql.join(
    [
      sql`${m.institutionId} = ${schoolId} and ${m.status} = 1`,
      ...(q.name ? [sql`${m.realName} ilike ${containsPattern(q.name)}`] : []),
      ...cardFilters(schoolId, q, m.id, k.staffId, holder),
    ],
    sql` and `,
  );
  const order = sql`order by ${m.realName}, ${m.id}`;
  return pagedQuery<StaffRow & { rn: number }, StaffRow>(
    db,
    {
      pageNum: q.pageNum,
      pageSize: q.pageSize,
      count: sql`select count(*)::int as n from ${members} m where ${where}`,
      select: (cut) => sql`with pg as (select ${selectList(STAFF)}, count(*) over () as total, row_number() over (${order}) as rn
          from ${members} m where ${where} ${order} ${cut})
        select pg.*, ${selectList(staffDetails(schoolId))} from pg order by pg.rn`,
    },
    ({ rn: _rn, ...row }) => row,
  );
}
