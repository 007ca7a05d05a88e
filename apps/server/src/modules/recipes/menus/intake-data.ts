import { INTAKE_DEFAULTS, INTAKE_KEYS, INTAKE_MAX, type IntakeKey, SHARE_RANGES } from '@kg/shared/modules/recipes/intakes';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { AppError, fieldError } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { intakeReferences } from '../../../db/schema/index.ts';

type Runner = Pick<Db, 'select'>;
export type Intakes = Record<IntakeKey, number>;

/** The school's reference intakes: its own values over the defaults. */
export async function schoolIntakes(db: Runner, schoolId: number): Promise<Intakes> {
  const t = intakeReferences;
  const r = await db.select({ nutrient: t.nutrient, amount: t.amount }).from(t).where(eq(t.schoolId, schoolId));
  const out: Intakes = { ...INTAKE_DEFAULTS };
  for (const row of r) if (row.nutrient in out) out[row.nutrient as IntakeKey] = Number(row.amount);
  return out;
}

export const intakeList = (v: Intakes) =>
  INTAKE_KEYS.map((key) => ({ key, value: v[key], defaultValue: INTAKE_DEFAULTS[key], custom: v[key] !== INTAKE_DEFAULTS[key] }));

/** Every key at once; a value equal to its default is not stored, so a later change of defaults reaches it. */
export async function updateIntakes(db: Db, schoolId: number, values: Intakes): Promise<Intakes> {
  for (const key of INTAKE_KEYS) {
    if (values[key] > INTAKE_MAX[key]) throw fieldError(`values.${key}`, `不能超过 ${INTAKE_MAX[key]}`, `at most ${INTAKE_MAX[key]}`);
  }
  for (const [lo, hi] of SHARE_RANGES) {
    if (values[lo] > values[hi]) throw new AppError('recipes-0206', { field: `values.${lo}` });
  }
  const own = INTAKE_KEYS.filter((k) => values[k] !== INTAKE_DEFAULTS[k]).map((k) => ({ nutrient: k, amount: values[k] }));
  await db.transaction(async (tx) => {
    const t = intakeReferences;
    await tx.delete(t).where(
      and(
        eq(t.schoolId, schoolId),
        notInArray(
          t.nutrient,
          own.map((o) => o.nutrient),
        ),
      ),
    );
    if (own.length) {
      // an unchanged amount keeps its row as it was (no update, no audit entry)
      await tx
        .insert(t)
        .values(own.map((o) => ({ schoolId, ...o })))
        .onConflictDoUpdate({
          target: [t.schoolId, t.nutrient],
          set: { amount: sql`excluded.amount`, updatedAt: sql`now()` },
          setWhere: sql`${t.amount} is distinct from excluded.amount`,
        });
    }
  });
  return schoolIntakes(db, schoolId);
}
