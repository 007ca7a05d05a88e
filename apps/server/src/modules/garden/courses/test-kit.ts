import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../../test/harness.ts';

/** Test helper: gives the built-in teacher role of a school an extra permission code. */
export async function grantTeacherRole(t: TestApp, schoolId: number, code: string): Promise<void> {
  await t.db.execute(sql`insert into role_permissions (institution_id, role_id, code)
    select institution_id, id, ${code} from roles where institution_id = ${schoolId} and builtin = 'teacher' on conflict do nothing`);
}

/** Test helper: the active classes of a school by name. */
export async function classIdsByName(t: TestApp, schoolId: number): Promise<Record<string, number>> {
  const r = await t.db.execute(sql`select id, name from classes where school_id = ${schoolId} and status = 1`);
  return Object.fromEntries(r.rows.map((x) => [String(x.name), Number(x.id)]));
}

/** Test helper: one row of a query. */
export const one = async (t: TestApp, q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows[0] as Record<string, any> | undefined;
export const countOf = async (t: TestApp, q: ReturnType<typeof sql>) =>
  Number(((await t.db.execute(q)).rows[0] as { n: string | number }).n);
