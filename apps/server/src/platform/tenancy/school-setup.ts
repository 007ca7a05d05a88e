import { ALL_SCHOOL_CODES, BUILTIN_ROLE_CODES, BUILTIN_SCHOOL_ROLES, type BuiltinSchoolRole } from '@kg/shared';
import { sql } from 'drizzle-orm';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { grades, roles } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';

/** What a new school starts with, shared by the group's school creation and the demo seed. */

type Tx = Pick<Db, 'execute'>;

// callers hand any runner that executes (a transaction, the seed's): raw inserts with their returned ids typed from the schema
const ROLE_ID = { id: roles.id };
const GRADE_ID = { id: grades.id };

/** The built-in roles with their starting codes (the director's: every school code); answers their ids by key. */
export async function createSchoolRoles(tx: Tx, schoolId: number): Promise<Record<BuiltinSchoolRole, number>> {
  const ids = {} as Record<BuiltinSchoolRole, number>;
  for (const key of Object.keys(BUILTIN_SCHOOL_ROLES) as BuiltinSchoolRole[]) {
    const [role] = await preparedRows<RowOf<typeof ROLE_ID>>(
      tx,
      sql`insert into ${roles} (institution_id, name, builtin)
      values (${schoolId}, ${BUILTIN_SCHOOL_ROLES[key].zh}, ${key}) returning ${selectList(ROLE_ID)}`,
    );
    ids[key] = role.id;
    const codes = key === 'director' ? ALL_SCHOOL_CODES : BUILTIN_ROLE_CODES[key];
    await tx.execute(sql`insert into role_permissions (institution_id, role_id, code)
      select ${schoolId}, ${ids[key]}, unnest(${sql.param([...codes])}::text[])`);
  }
  return ids;
}

/** The three grades of a kindergarten (小班, 中班, 大班), with the class-name prefix and birth years the seed uses. */
export const DEFAULT_GRADES = [
  { name: '小班', level: 1, prefix: '小', ageFrom: 3 },
  { name: '中班', level: 2, prefix: '中', ageFrom: 4 },
  { name: '大班', level: 3, prefix: '大', ageFrom: 5 },
] as const;

/** Inserts the default grades; answers their ids in DEFAULT_GRADES order. */
export async function createDefaultGrades(tx: Tx, schoolId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, g] of DEFAULT_GRADES.entries()) {
    const [grade] = await preparedRows<RowOf<typeof GRADE_ID>>(
      tx,
      sql`insert into ${grades} (school_id, name, level, sort)
      values (${schoolId}, ${g.name}, ${g.level}, ${i + 1}) returning ${selectList(GRADE_ID)}`,
    );
    ids.push(grade.id);
  }
  return ids;
}

/**
 * The term a China date falls in: autumn (1) from 1 September to 20 January, spring (2) from
 * 21 January to 31 August; the school year is named by the autumn's calendar year.
 */
export function termOf(today: string): { schoolYear: number; termType: 1 | 2; startDate: string; endDate: string } {
  const [y, m, d] = today.split('-').map(Number);
  const autumn = m >= 9 || (m === 1 && d <= 20);
  const year = m >= 9 ? y : y - 1;
  return autumn
    ? { schoolYear: year, termType: 1, startDate: `${year}-09-01`, endDate: `${year + 1}-01-20` }
    : { schoolYear: year, termType: 2, startDate: `${year + 1}-01-21`, endDate: `${year + 1}-08-31` };
}

/** The current term of a new school, so its calendar-bound pages work from the first day. */
export async function createCurrentTerm(tx: Tx, schoolId: number, today: string): Promise<void> {
  const t = termOf(today);
  await tx.execute(sql`insert into school_terms (school_id, school_year, term_type, start_date, end_date)
    values (${schoolId}, ${t.schoolYear}, ${t.termType}, ${t.startDate}, ${t.endDate})`);
}
