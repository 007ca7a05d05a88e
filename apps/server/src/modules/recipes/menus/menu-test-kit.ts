import { type SQL, sql } from 'drizzle-orm';
import { call, type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';

/** Test helpers of the menus area (not used by the server). */
export const P = '/garden/v1/teacher/ck/cookbook';

/** The code of a food of the composition tables by its exact name. */
export async function foodCode(t: TestApp, name: string): Promise<string> {
  const r = await t.db.execute<{ code: string }>(sql`select code from food_composition where name = ${name}`);
  if (!r.rows[0]) throw new Error(`no food ${name}`);
  return r.rows[0].code;
}

/** A dish of the school with ingredients [food name, edible grams per child]; answers its id. */
export async function addDish(
  t: TestApp,
  schoolId: number,
  name: string,
  ingredients: Array<[string, number]>,
  shown = true,
): Promise<number> {
  const r = await t.db.execute<{ id: number }>(
    sql`insert into dishes (school_id, name, kind, shown) values (${schoolId}, ${name}, 'dish', ${shown}) returning id::int`,
  );
  const id = r.rows[0].id;
  let seq = 0;
  for (const [food, grams] of ingredients) {
    const code = await foodCode(t, food);
    await t.db.execute(
      sql`insert into dish_ingredients (school_id, dish_id, seq, food_code, grams) values (${schoolId}, ${id}, ${seq++}, ${code}, ${grams})`,
    );
  }
  return id;
}

/** Children in school: the report's headcount. */
export async function headcount(t: TestApp, schoolId: number): Promise<number> {
  const r = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from students where school_id = ${schoolId} and status = 1`);
  return r.rows[0].n;
}

export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  /** holds none of the recipes codes, reads the published week as the class board does */
  teacher: LoginResult;
  /** the built-in health role: every recipes code */
  health: LoginResult;
  /** holds none of the recipes codes */
  finance: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher, health, finance] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health', 'finance'] as const).map((k) => loginAs(t.app, k)),
  );
  return { director1, director2, teacher, health, finance };
}

export const post = (t: TestApp, url: string, who: LoginResult, body: object = {}) => call(t.app, url, { token: who.token, body });

export async function rows<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}
