import { and, count, eq, type SQL } from 'drizzle-orm';
import { type LoginResult, loginAs, type TestApp } from '../../../../test/harness.ts';
import { dishes, dishIngredients, foodComposition, students } from '../../../db/schema/index.ts';

/** Test helpers of the menus area (not used by the server). */

/** The code of a food of the composition tables by its exact name. */
export async function foodCode(t: TestApp, name: string): Promise<string> {
  const [food] = await t.db.select({ code: foodComposition.code }).from(foodComposition).where(eq(foodComposition.name, name));
  if (!food) throw new Error(`no food ${name}`);
  return food.code;
}

/** A dish of the school with ingredients [food name, edible grams per child]; answers its id. */
export async function addDish(
  t: TestApp,
  schoolId: number,
  name: string,
  ingredients: Array<[string, number]>,
  shown = true,
): Promise<number> {
  const [{ id }] = await t.db.insert(dishes).values({ schoolId, name, kind: 'dish', shown }).returning({ id: dishes.id });
  let seq = 0;
  for (const [food, grams] of ingredients) {
    const code = await foodCode(t, food);
    await t.db.insert(dishIngredients).values({ schoolId, dishId: id, seq: seq++, foodCode: code, grams: String(grams) });
  }
  return id;
}

/** Children in school: the report's headcount. */
export async function headcount(t: TestApp, schoolId: number): Promise<number> {
  const [r] = await t.db
    .select({ n: count() })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)));
  return r.n;
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

export async function rows<T = Record<string, unknown>>(t: TestApp, q: SQL): Promise<T[]> {
  return (await t.db.execute(q)).rows as T[];
}
