import { type SQL, sql } from 'drizzle-orm';
import { type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

/** Test helpers of the dish and special-meal areas (not used by the server). */
export interface Cast {
  director1: LoginResult;
  director2: LoginResult;
  /** holds none of the recipes codes */
  teacher: LoginResult;
  /** the built-in health role: every recipes code */
  health: LoginResult;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [director1, director2, teacher, health] = await Promise.all(
    (['director1', 'director2', 'teacher', 'health'] as const).map((k) => loginAs(t.app, k)),
  );
  return { director1, director2, teacher, health };
}

export async function rows<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}

/** The code of the first food (by code) whose name contains `word` and whose category starts with `category`. */
export async function foodCode(t: TestApp, word: string, category = ''): Promise<string> {
  const r = await rows<{ code: string }>(
    t,
    sql`select code from food_composition where strpos(name, ${word}) > 0 and starts_with(category, ${category}) order by code limit 1`,
  );
  if (!r[0]) throw new Error(`no food named like ${word}`);
  return r[0].code;
}
